/**
 * The English the lateness timeline tool shows: one sentence for each event of
 * `simulate()` (src/lib/lateness/index.ts) and the reason each status segment began.
 * The rules decide what happened; this file only says it. Times are shown in UTC.
 */
import type {
  DueMatch,
  IncidentChange,
  LatenessEvent,
  LatenessSchedule,
  Segment,
} from '@site/src/lib/lateness';
import {formatDurationShort, MS} from '@site/src/lib/sla';

/** `HH:MM:SS` in UTC. */
export function formatTime(at: number): string {
  return new Date(at).toISOString().slice(11, 19);
}

/** A segment's length or a status's total, to the second, in the site's short units: `23 h 18 min 39 s`. */
export function formatLength(ms: number): string {
  return formatDurationShort(Math.round(ms / MS.second) * MS.second);
}

/** `HH:MM` in UTC, or `HH:MM:SS` when the seconds are not zero. */
function formatDue(at: number): string {
  const text = formatTime(at);
  return text.endsWith(':00') ? text.slice(0, 5) : text;
}

function incidentText(incident: IncidentChange): string {
  return incident.change === 'opened'
    ? `${incident.type} incident opened (${incident.severity})`
    : `the open ${incident.type} incident counts one more occurrence`;
}

function matchText(match: DueMatch | undefined): string {
  if (!match) return '';
  if (match.kind === 'extra') {
    return match.nextDue === null
      ? ' It is an extra run: no due time is within the grace period of it.'
      : ` It is an extra run: it came more than the grace period before the next due time (${formatDue(match.nextDue)}), so it does not count for it.`;
  }
  const due = formatDue(match.due);
  return match.early
    ? ` It came within the grace period before ${due}, so it counts for the run due at ${due}.`
    : ` It counts for the run due at ${due}.`;
}

const timelineStart: Record<LatenessSchedule['type'], string> = {
  cron: 'Start of the timeline.',
  interval:
    'Start of the timeline. An interval monitor is first due one interval after its first ping.',
  manual:
    'Start of the timeline. A manual monitor has no due times: only fail and success pings change its status.',
};

/** What one event did, as a sentence (or a few). */
export function describeEvent(event: LatenessEvent): string {
  switch (event.kind) {
    case 'due':
      return `The run due at ${formatDue(event.due)} has sent no ping; its grace period lasts until ${formatDue(event.deadline)}.`;
    case 'missed':
      return `No ping for the run due at ${formatDue(event.due)} by ${formatDue(event.at)} (due time + grace period): ${incidentText(event.incident)}.`;
    case 'overrun':
      return `The run started at ${formatTime(event.runStartedAt)} sent neither success nor fail by ${formatTime(event.at)} (start + grace period): ${incidentText(event.incident)}.`;
    case 'ping': {
      const at = formatTime(event.at);
      let text: string;
      if (event.ping === 'start') {
        text = `Start ping at ${at} opened run ${event.run}.${matchText(event.match)}`;
      } else {
        const kind = event.ping === 'success' ? 'Success' : 'Fail';
        text = event.closed
          ? `${kind} ping at ${at} closed run ${event.run}, started at ${formatTime(event.closed.startedAt)}${event.closed.othersOpen ? ' (the oldest open run)' : ''}.`
          : `${kind} ping at ${at}, without a start ping, is run ${event.run}.${matchText(event.match)}`;
      }
      if (event.resolved.length > 0) {
        text += ` Resolves the open ${event.resolved.join(', ')} incident${event.resolved.length > 1 ? 's' : ''}.`;
      }
      if (event.incident) text += ` ${incidentText(event.incident)}.`;
      return text;
    }
  }
}

/** Why a status segment began. */
export function describeSegment(segment: Segment): string {
  return segment.cause.kind === 'start'
    ? timelineStart[segment.cause.schedule]
    : describeEvent(segment.cause);
}
