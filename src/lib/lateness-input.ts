/**
 * Reading what a reader types into the lateness timeline: clock times of one day (`10:05`,
 * `10:05:30`) and ping lines (`10:05:00 start`). Each reader returns values plus messages that
 * name the line and say what is expected, so no input can throw. Kept apart from `lateness.ts`
 * and `form-input.ts` so that only the page with the timeline ships it. Pure functions, no React.
 */
import {pingKinds, type PingKind} from '../data/facts';
import {maxPings, type Ping} from './lateness';

/** `start, success or fail`. */
const kindChoice = `${pingKinds.slice(0, -1).join(', ')} or ${pingKinds[pingKinds.length - 1]}`;

const clockPattern = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

export type ClockTime = {ok: true; seconds: number} | {ok: false; error: string};

/** Seconds since midnight of `HH:MM` or `HH:MM:SS`, or what is wrong with the text. */
export function readClockTime(text: string): ClockTime {
  const trimmed = text.trim();
  const match = clockPattern.exec(trimmed);
  if (!match) {
    return {ok: false, error: `"${trimmed.slice(0, 20)}" is not a time: write HH:MM or HH:MM:SS`};
  }
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) {
    return {ok: false, error: `"${trimmed}" is not a time of day (00:00:00 to 23:59:59)`};
  }
  return {ok: true, seconds: hours * 3600 + minutes * 60 + seconds};
}

export interface ParsedPingLines {
  /** The pings of the lines read, at `day` plus their time. */
  pings: Ping[];
  /** One message per line that is not a ping, naming the line. */
  errors: string[];
  /** Lines that are not blank. */
  lines: number;
  /** Lines after the first `maxPings` lines that are not blank: not read. */
  unused: number;
}

/**
 * Reads pasted pings, one per line: a time of day and a kind (`10:05:00 start`). Blank lines are
 * skipped. Only the first `maxPings` lines that are not blank are read (a simulation takes at
 * most that many pings); the rest are counted in `unused`. Never throws.
 */
export function parsePingLines(text: string, day: number): ParsedPingLines {
  const pings: Ping[] = [];
  const errors: string[] = [];
  let lines = 0;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    lines += 1;
    if (lines > maxPings) return;
    const [time = '', kind = '', ...rest] = line.split(/\s+/);
    const clock = readClockTime(time);
    const lower = kind.toLowerCase();
    if (!clock.ok) {
      errors.push(`Line ${index + 1}: ${clock.error}, then ${kindChoice}.`);
    } else if (!(pingKinds as readonly string[]).includes(lower) || rest.length > 0) {
      errors.push(
        `Line ${index + 1}: after the time, write one ping kind: ${pingKinds.join(', ')} (got "${line.slice(0, 40)}").`,
      );
    } else {
      pings.push({at: day + clock.seconds * 1000, kind: lower as PingKind});
    }
  });
  return {pings, errors, lines, unused: Math.max(0, lines - maxPings)};
}

const count = (value: number): string => value.toLocaleString('en-US');

/** What was not used of the pasted lines, in sentences; empty when every line is a ping used. */
export function pingLinesNotice(parsed: ParsedPingLines): string[] {
  const notice: string[] = [];
  if (parsed.unused > 0) {
    notice.push(`Only the first ${count(maxPings)} of ${count(parsed.lines)} ping lines are used.`);
  }
  const invalid = parsed.errors.length;
  if (invalid > 0) {
    notice.push(
      `${count(invalid)} ping ${invalid === 1 ? 'line' : 'lines'} could not be read and ${invalid === 1 ? 'is' : 'are'} left out.`,
    );
  }
  return notice;
}
