import {describe, expect, it} from 'vitest';

import {parseDurationList, parseDurationText} from '../../src/lib/form-input';
import {readNumber, readNumberText, type NumberRule} from '../../src/lib/number-input';

describe('readNumber', () => {
  const target: NumberRule = {label: 'Target', min: 0, max: 100, unit: '%'};
  const runs: NumberRule = {label: 'Runs'};
  const wholeRuns: NumberRule = {label: 'Runs', integer: true};
  const x: NumberRule = {label: 'x'};

  // What a reader types into a field with this rule, and the number read or the message shown.
  const cases: {does: string; reads: [string, NumberRule, number | string][]}[] = [
    {
      does: 'reads plain and decimal numbers',
      reads: [
        ['99.9', target, 99.9],
        [' 1000 ', runs, 1000],
        ['.5', x, 0.5],
      ],
    },
    {
      does: 'reads a decimal comma as a decimal point, as the reader means it',
      reads: [
        ['99,9', target, 99.9],
        ['2,5', {label: 'Z-score threshold'}, 2.5],
        ['0,125', x, 0.125],
        ['-1,5', x, -1.5],
        [',5', x, 0.5],
        // The bound messages show the number as read.
        ['100,5', target, 'Target must be at most 100 %, got 100.5 %.'],
        ['1,5', wholeRuns, 'Runs must be a whole number, got 1.5.'],
      ],
    },
    {
      does: 'never reads a comma as a thousands separator',
      reads: [
        // The case: 99,9 was read as 999.
        ['99,9', target, 99.9],
        [
          '1,000',
          runs,
          'Runs: "1,000" could be 1000 or 1.000; write one of them, with a point for decimals.',
        ],
        [
          '12,345',
          x,
          'x: "12,345" could be 12345 or 12.345; write one of them, with a point for decimals.',
        ],
        [
          '1,234,567',
          x,
          'x: "1,234,567" has more than one comma; write it without thousands separators, with a point for decimals.',
        ],
        [
          '1,234.5',
          x,
          'x: "1,234.5" has both a comma and a point; write it without thousands separators, with a point for decimals.',
        ],
        // Four digits after the comma cannot be a thousands group: a decimal comma.
        ['1,0000', x, 1],
        // A leading zero cannot start a grouped number either.
        ['0,500', x, 0.5],
      ],
    },
    {
      does: 'explains empty, non-numeric, out-of-range and fractional input',
      reads: [
        ['', target, 'Target: enter a number.'],
        ['abc', target, 'Target: "abc" is not a number.'],
        ['NaN', target, 'Target: "NaN" is not a number.'],
        ['101', target, 'Target must be at most 100 %, got 101 %.'],
        ['-1', target, 'Target must be at least 0 %, got -1 %.'],
        ['2.5', wholeRuns, 'Runs must be a whole number, got 2.5.'],
        [
          '0',
          {label: 'Threshold', min: 0, minInclusive: false},
          'Threshold must be more than 0, got 0.',
        ],
        ['1e999', target, 'Target: the number is too large.'],
      ],
    },
  ];
  for (const {does, reads} of cases) {
    it(does, () => {
      for (const [text, rule, read] of reads) {
        const expected =
          typeof read === 'number' ? {ok: true, value: read} : {ok: false, error: read};
        expect(readNumber(text, rule), JSON.stringify(text)).toEqual(expected);
      }
    });
  }
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
    expect(parseDurationList('10, 12;11\n13  9.5')).toEqual({
      values: [10, 12, 11, 13, 9.5],
      errors: [],
    });
    expect(parseDurationList('   ')).toEqual({values: [], errors: []});
  });

  it('reports each bad token without throwing', () => {
    const parsed = parseDurationList('10, abc, -4, 1e999, 0x10');
    expect(parsed.values).toEqual([10]);
    expect(parsed.errors).toEqual([
      'Value 2 ("abc") is not a number of seconds.',
      'Value 3 ("-4") is negative; a duration cannot be.',
      'Value 4 ("1e999") is too large.',
      'Value 5 ("0x10") is not a number of seconds.',
    ]);
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
