import {describe, expect, it} from 'vitest';

import {readNumber} from '../../src/lib/form-input';

describe('readNumber', () => {
  const target = {label: 'Target', min: 0, max: 100, unit: '%'};

  it('reads plain, decimal and grouped numbers', () => {
    expect(readNumber('99.9', target)).toEqual({ok: true, value: 99.9});
    expect(readNumber(' 1,000 ', {label: 'Runs'})).toEqual({ok: true, value: 1000});
    expect(readNumber('.5', {label: 'x'})).toEqual({ok: true, value: 0.5});
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
