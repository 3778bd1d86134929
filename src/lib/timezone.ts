/**
 * Time zone helpers built on `Intl` only: offsets of an IANA zone, local wall
 * time to instants (with gaps and repeats), and the zone's DST transitions.
 *
 * "Local milliseconds" are a wall-clock time encoded as if it were UTC:
 * `Date.UTC(2027, 2, 14, 2, 30)` is 02:30 on 14 March 2027 in whatever zone
 * the caller means.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Why a time zone name is not accepted, or null when it is a valid IANA zone. */
export function timeZoneProblem(timeZone: string): string | null {
  const name = timeZone.trim();
  if (name === '') return 'Enter a time zone, for example UTC or Europe/Berlin.';
  if (name.length > 64) return 'Time zone names are at most 64 characters long.';
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) {
    return `"${name}" is not an IANA time zone name. Use a name such as America/New_York, not an offset like +02:00.`;
  }
  try {
    new Intl.DateTimeFormat('en-US', {timeZone: name});
  } catch {
    return `"${name}" is not a known IANA time zone. Check the spelling, for example Europe/Berlin or America/New_York.`;
  }
  return null;
}

/** Offset of the zone from UTC at an instant, in milliseconds (east positive). */
export function zoneOffset(timeZone: string, instant: number): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  const local = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  const truncated = instant - (((instant % 1000) + 1000) % 1000);
  return local - truncated;
}

/** The wall-clock time of an instant in the zone, as local milliseconds. */
export function toLocal(timeZone: string, instant: number): number {
  return instant + zoneOffset(timeZone, instant);
}

export type LocalResolution =
  | {kind: 'normal'; instant: number}
  /** The wall time happens twice: `instants` are the first and the second occurrence. */
  | {kind: 'repeat'; instants: [number, number]}
  /** The wall time does not exist; `transition` is the instant the clock jumped over it. */
  | {kind: 'gap'; transition: number};

/** Finds the first instant in (lo, hi] whose offset differs from the offset at lo. */
function findTransition(timeZone: string, lo: number, hi: number): number {
  const before = zoneOffset(timeZone, lo);
  let low = lo;
  let high = hi;
  while (high - low > 1000) {
    const mid = low + Math.floor((high - low) / 2000) * 1000;
    if (zoneOffset(timeZone, mid) === before) low = mid;
    else high = mid;
  }
  return high;
}

/** The instant or instants at which a local wall time happens in the zone. */
export function resolveLocal(timeZone: string, local: number): LocalResolution {
  const offsetBefore = zoneOffset(timeZone, local - DAY);
  const offsetAfter = zoneOffset(timeZone, local + DAY);
  const candidates = [...new Set([local - offsetBefore, local - offsetAfter])]
    .filter((instant) => toLocal(timeZone, instant) === local)
    .sort((a, b) => a - b);
  if (candidates.length === 2) {
    return {kind: 'repeat', instants: [candidates[0]!, candidates[1]!]};
  }
  if (candidates.length === 1) return {kind: 'normal', instant: candidates[0]!};
  // Spring forward: the wall time falls between the two offsets.
  const lo = Math.min(local - offsetBefore, local - offsetAfter);
  const hi = Math.max(local - offsetBefore, local - offsetAfter);
  return {kind: 'gap', transition: findTransition(timeZone, lo, hi)};
}

export interface Transition {
  /** The instant the offset changes. */
  at: number;
  offsetBefore: number;
  offsetAfter: number;
}

/** Every offset change of the zone between two instants, found by sampling every 6 hours. */
export function transitions(timeZone: string, from: number, to: number): Transition[] {
  const found: Transition[] = [];
  const step = 6 * HOUR;
  let previous = zoneOffset(timeZone, from);
  for (let t = from; t < to; t += step) {
    const next = Math.min(t + step, to);
    const offset = zoneOffset(timeZone, next);
    if (offset !== previous) {
      const at = findTransition(timeZone, t, next);
      found.push({at, offsetBefore: previous, offsetAfter: offset});
      previous = offset;
    }
  }
  return found;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** Formats local milliseconds as `YYYY-MM-DD HH:MM`. */
export function formatLocal(local: number): string {
  const date = new Date(local);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(
    date.getUTCHours(),
  )}:${pad(date.getUTCMinutes())}`;
}

/** Formats local milliseconds as `HH:MM`. */
export function formatLocalTime(local: number): string {
  return formatLocal(local).slice(11);
}

/** Formats an offset in milliseconds as `UTC+02:00` or `UTC-04:00`. */
export function formatOffset(offset: number): string {
  const sign = offset < 0 ? '-' : '+';
  const minutes = Math.abs(Math.round(offset / MINUTE));
  return `UTC${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** An instant as `YYYY-MM-DD HH:MM` in the zone followed by its offset. */
export function formatInZone(timeZone: string, instant: number): string {
  const offset = zoneOffset(timeZone, instant);
  return `${formatLocal(instant + offset)} (${formatOffset(offset)})`;
}

export interface DstChangeWindow {
  /** `gap`: the local times do not exist that day; `repeat`: they happen twice. */
  kind: 'gap' | 'repeat';
  /** The local date of the change, `YYYY-MM-DD`. */
  date: string;
  /** First local time affected, `HH:MM`. */
  from: string;
  /** The local time the window ends at (exclusive), `HH:MM`. */
  to: string;
}

/**
 * The local hours the zone skips or repeats in a calendar year, from the
 * zone's transitions in `Intl` (the IANA tz data): `Europe/Helsinki` in 2026
 * skips 03:00 to 04:00 on 29 March and repeats 03:00 to 04:00 on 25 October.
 * Empty for a zone without DST.
 */
export function dstChangeWindows(timeZone: string, year: number): DstChangeWindow[] {
  const found = transitions(timeZone, Date.UTC(year, 0, 1) - DAY, Date.UTC(year + 1, 0, 1) + DAY);
  return found
    .map((transition): DstChangeWindow => {
      const gap = transition.offsetAfter > transition.offsetBefore;
      const start = transition.at + Math.min(transition.offsetBefore, transition.offsetAfter);
      const end = transition.at + Math.max(transition.offsetBefore, transition.offsetAfter);
      return {
        kind: gap ? 'gap' : 'repeat',
        date: formatLocal(start).slice(0, 10),
        from: formatLocalTime(start),
        to: formatLocalTime(end),
      };
    })
    .filter((window) => window.date.startsWith(`${year}-`));
}
