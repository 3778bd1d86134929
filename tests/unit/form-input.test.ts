import {describe, expect, it} from 'vitest';

import {parseDurationList, parseDurationText} from '../../src/lib/form-input';
import {readNumber, readNumberText} from '../../src/lib/number-input';

describe('readNumber', () => {
  const target = {label: 'Target', min: 0, max: 100, unit: '%'};

  it('reads plain and decimal numbers', () => {
    expect(readNumber('99.9', target)).toEqual({ok: true, value: 99.9});
    expect(readNumber(' 1000 ', {label: 'Runs'})).toEqual({ok: true, value: 1000});
    expect(readNumber('.5', {label: 'x'})).toEqual({ok: true, value: 0.5});
  });

  it('reads a decimal comma as a decimal point, as the reader means it', () => {
    expect(readNumber('99,9', target)).toEqual({ok: true, value: 99.9});
    expect(readNumber('2,5', {label: 'Z-score threshold'})).toEqual({ok: true, value: 2.5});
    expect(readNumber('0,125', {label: 'x'})).toEqual({ok: true, value: 0.125});
    expect(readNumber('-1,5', {label: 'x'})).toEqual({ok: true, value: -1.5});
    expect(readNumber(',5', {label: 'x'})).toEqual({ok: true, value: 0.5});
    // The bound messages show the number as read.
    expect(readNumber('100,5', target)).toEqual({
      ok: false,
      error: 'Target must be at most 100 %, got 100.5 %.',
    });
    expect(readNumber('1,5', {label: 'Runs', integer: true})).toEqual({
      ok: false,
      error: 'Runs must be a whole number, got 1.5.',
    });
  });

  it('never reads a comma as a thousands separator', () => {
    // The case: 99,9 was read as 999.
    expect(readNumber('99,9', target)).not.toEqual({ok: true, value: 999});
    expect(readNumber('1,000', {label: 'Runs'})).toEqual({
      ok: false,
      error: 'Runs: "1,000" could be 1000 or 1.000; write one of them, with a point for decimals.',
    });
    expect(readNumber('12,345', {label: 'x'})).toEqual({
      ok: false,
      error: 'x: "12,345" could be 12345 or 12.345; write one of them, with a point for decimals.',
    });
    expect(readNumber('1,234,567', {label: 'x'})).toEqual({
      ok: false,
      error:
        'x: "1,234,567" has more than one comma; write it without thousands separators, with a point for decimals.',
    });
    expect(readNumber('1,234.5', {label: 'x'})).toEqual({
      ok: false,
      error:
        'x: "1,234.5" has both a comma and a point; write it without thousands separators, with a point for decimals.',
    });
    // Four digits after the comma cannot be a thousands group: a decimal comma.
    expect(readNumber('1,0000', {label: 'x'})).toEqual({ok: true, value: 1});
    // A leading zero cannot start a grouped number either.
    expect(readNumber('0,500', {label: 'x'})).toEqual({ok: true, value: 0.5});
  });

  it('explains empty, non-numeric, out-of-range and fractional input', () => {
    expect(readNumber('', target)).toEqual({ok: false, error: 'Target: enter a number.'});
    expect(readNumber('abc', target)).toEqual({ok: false, error: 'Target: "abc" is not a number.'});
    expect(readNumber('NaN', target)).toEqual({ok: false, error: 'Target: "NaN" is not a number.'});
    expect(readNumber('101', target)).toEqual({
      ok: false,
      error: 'Target must be at most 100 %, got 101 %.',
    });
    expect(readNumber('-1', target)).toEqual({
      ok: false,
      error: 'Target must be at least 0 %, got -1 %.',
    });
    expect(readNumber('2.5', {label: 'Runs', integer: true})).toEqual({
      ok: false,
      error: 'Runs must be a whole number, got 2.5.',
    });
    expect(readNumber('0', {label: 'Threshold', min: 0, minInclusive: false})).toEqual({
      ok: false,
      error: 'Threshold must be more than 0, got 0.',
    });
    expect(readNumber('1e999', target)).toEqual({
      ok: false,
      error: 'Target: the number is too large.',
    });
  });
});

describe('readNumberText', () => {
  it('gives the number as read, with a point', () => {
    expect(readNumberText(' 99,9 ')).toEqual({ok: true, value: 99.9, text: '99.9'});
    expect(readNumberText('1e3')).toEqual({ok: true, value: 1000, text: '1e3'});
  });

  it('refuses what Number() would accept but a reader does not mean', () => {
    for (const text of ['0x10', 'Infinity', '1_000', '1 000', '12,', ',', '--1']) {
      const read = readNumberText(text);
      expect(read.ok, text).toBe(text === '12,');
    }
    expect(readNumberText('')).toEqual({ok: false, problem: 'enter a number.'});
  });
});

describe('parseDurationList', () => {
  const advice =
    'a comma between digits is ambiguous in a list; write numbers with a point for decimals and no thousands separator, and separate them with spaces or ", ".';

  it('separates values with spaces, new lines, semicolons and a comma next to a space', () => {
    expect(parseDurationList('10, 12;11\n13  9.5 ,7')).toEqual({
      values: [10, 12, 11, 13, 9.5, 7],
      errors: [],
    });
  });

  it('refuses a comma between digits rather than guess what it means', () => {
    expect(parseDurationList('60,5 61')).toEqual({
      values: [61],
      errors: [`Value 1 ("60,5"): ${advice}`],
    });
    // A compact list, a thousands separator and a decimal comma look alike.
    expect(parseDurationList('62,58,61 1,000').errors).toEqual([
      `Value 1 ("62,58,61"): ${advice}`,
      `Value 2 ("1,000"): ${advice}`,
    ]);
  });
});

describe('parseDurationText with a decimal comma', () => {
  it('reads 1,5 h as 1.5 hours and refuses an ambiguous 1,500 ms', () => {
    expect(parseDurationText('1,5 h')).toBe(5_400_000);
    expect(parseDurationText('2,25min')).toBe(135_000);
    expect(() => parseDurationText('1,500 ms')).toThrow(
      '"1,500" could be 1500 or 1.500; write one of them, with a point for decimals.',
    );
    expect(() => parseDurationText('1,2,3 h')).toThrow('has more than one comma');
  });
});
