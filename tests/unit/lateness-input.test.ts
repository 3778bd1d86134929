import {describe, expect, it} from 'vitest';

import {maxPings} from '../../src/lib/lateness';
import {parsePingLines, pingLinesNotice, readClockTime} from '../../src/lib/lateness-input';

const day = Date.UTC(2026, 10, 3);

describe('readClockTime', () => {
  it('reads HH:MM and HH:MM:SS as seconds since midnight', () => {
    expect(readClockTime('10:05')).toEqual({ok: true, seconds: 36_300});
    expect(readClockTime(' 9:05:30 ')).toEqual({ok: true, seconds: 32_730});
    expect(readClockTime('23:59:59')).toEqual({ok: true, seconds: 86_399});
  });

  it('says what is wrong with anything else', () => {
    expect(readClockTime('10:61')).toEqual({
      ok: false,
      error: '"10:61" is not a time of day (00:00:00 to 23:59:59)',
    });
    expect(readClockTime('noon')).toEqual({
      ok: false,
      error: '"noon" is not a time: write HH:MM or HH:MM:SS',
    });
    expect(readClockTime('10.05')).toMatchObject({ok: false});
  });
});

describe('parsePingLines', () => {
  it('reads a time and a kind per line, skipping blank lines', () => {
    const parsed = parsePingLines('10:00:00 start\n\n  10:00:40 SUCCESS  \n', day);
    expect(parsed).toEqual({
      pings: [
        {at: day + 36_000_000, kind: 'start'},
        {at: day + 36_040_000, kind: 'success'},
      ],
      errors: [],
      lines: 2,
      unused: 0,
    });
  });

  it('names each line it cannot read, by its line number', () => {
    const parsed = parsePingLines('10:00:00 start\n10:61 success\n\n10:05 finished', day);
    expect(parsed.errors).toEqual([
      'Line 2: "10:61" is not a time of day (00:00:00 to 23:59:59), then start, success or fail.',
      'Line 4: after the time, write one ping kind: start, success, fail (got "10:05 finished").',
    ]);
    expect(parsed.pings).toHaveLength(1);
    expect(pingLinesNotice(parsed)).toEqual(['2 ping lines could not be read and are left out.']);
  });

  it('reads only the first maxPings lines and counts the rest honestly', () => {
    // 3,000 lines: the notice says how many were pasted, not "1 ping line ignored".
    const parsed = parsePingLines('10:00:00 success\n'.repeat(3000), day);
    expect(parsed.pings).toHaveLength(maxPings);
    expect(parsed.errors).toEqual([]);
    expect(parsed.lines).toBe(3000);
    expect(parsed.unused).toBe(2000);
    expect(pingLinesNotice(parsed)).toEqual(['Only the first 1,000 of 3,000 ping lines are used.']);
  });

  it('counts invalid lines among the first maxPings, and not those after', () => {
    const text = `nonsense\n${'10:00:00 success\n'.repeat(maxPings)}also nonsense\n`;
    const parsed = parsePingLines(text, day);
    expect(parsed.errors).toHaveLength(1);
    expect(parsed.pings).toHaveLength(maxPings - 1);
    expect(pingLinesNotice(parsed)).toEqual([
      'Only the first 1,000 of 1,002 ping lines are used.',
      '1 ping line could not be read and is left out.',
    ]);
  });

  it('says nothing when every line is a ping it uses', () => {
    expect(pingLinesNotice(parsePingLines('10:00 start\n10:01 success', day))).toEqual([]);
  });
});
