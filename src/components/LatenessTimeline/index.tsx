import {useMemo, useState, type ReactNode} from 'react';

import {gracePeriod, interval, pingKinds} from '@site/src/data/facts';
import {exampleInstant, latenessExample} from '@site/src/data/lateness-example';
import {readNumber} from '@site/src/lib/number-input';
import {parsePingLines, pingLinesNotice, readClockTime} from '@site/src/lib/lateness-input';
import {
  simulate,
  timeInStatus,
  type LatenessSchedule,
  type TimelineStatus,
} from '@site/src/lib/lateness';

import tool from '@site/src/css/tool.module.css';

import {describeEvent, describeSegment, formatLength, formatTime} from './narration';
import styles from './styles.module.css';
import ToolSection from '@site/src/components/ToolSection';
import ScrollableTable from '@site/src/components/ScrollableTable';
import DataTable from '@site/src/components/DataTable';
import ToolCodeField, {cronInputMaxLength} from '@site/src/components/ToolCodeField';

type ScheduleType = LatenessSchedule['type'];

const statusClass: Record<TimelineStatus, string> = {
  OK: styles.ok!,
  LATE: styles.late!,
  MISSED: styles.missed!,
  FAILING: styles.failing!,
};

const statusOrder: TimelineStatus[] = ['OK', 'LATE', 'MISSED', 'FAILING'];

const defaultPings = latenessExample.pings.map((p) => `${p.time} ${p.kind}`).join('\n');

/**
 * Schedule, grace period and ping times in; the status timeline, its
 * segments and the incidents out, computed by `src/lib/lateness/index.ts` and told
 * in words by `./narration.ts`. Starts
 * with the worked example of the grace-periods page.
 */
export default function LatenessTimeline(): ReactNode {
  // Fixed, not useId(): see src/hooks/useToolForm.ts.
  const id = 'lateness-timeline';
  const hatchId = `${id.replace(/[^A-Za-z0-9_-]/g, '')}-hatch`;
  const [scheduleType, setScheduleType] = useState<ScheduleType>('cron');
  const [expression, setExpression] = useState<string>(latenessExample.expression);
  const [intervalSeconds, setIntervalSeconds] = useState('300');
  const [grace, setGrace] = useState(String(latenessExample.graceSeconds));
  const [fromText, setFromText] = useState<string>(latenessExample.from);
  const [toText, setToText] = useState<string>(latenessExample.to);
  const [pingText, setPingText] = useState(defaultPings);

  const day = exampleInstant('00:00:00');
  const fromTime = readClockTime(fromText);
  const toTime = readClockTime(toText);
  const parsedPings = useMemo(() => parsePingLines(pingText, day), [pingText, day]);
  const graceRead = readNumber(grace, {
    label: 'Grace period',
    integer: true,
    min: gracePeriod.minSeconds,
    max: gracePeriod.maxSeconds,
    unit: 'seconds',
  });
  const intervalRead = readNumber(intervalSeconds, {
    label: 'Interval',
    integer: true,
    min: interval.minSeconds,
    max: interval.maxSeconds,
    unit: 'seconds',
  });
  const graceNumber = graceRead.ok ? graceRead.value : Number.NaN;
  const intervalNumber = intervalRead.ok ? intervalRead.value : Number.NaN;
  const fromSeconds = fromTime.ok ? fromTime.seconds : null;
  const toSeconds = toTime.ok ? toTime.seconds : null;

  const schedule: LatenessSchedule =
    scheduleType === 'cron'
      ? {type: 'cron', expression, timeZone: 'UTC'}
      : scheduleType === 'interval'
        ? {type: 'interval', seconds: intervalNumber}
        : {type: 'manual'};

  const result = useMemo(
    () =>
      simulate({
        schedule,
        graceSeconds: graceNumber,
        from: fromSeconds === null ? Number.NaN : day + fromSeconds * 1000,
        to: toSeconds === null ? Number.NaN : day + toSeconds * 1000,
        pings: parsedPings.pings,
      }),
    // The schedule object is rebuilt each render; its inputs are the dependencies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      scheduleType,
      expression,
      intervalNumber,
      graceNumber,
      fromSeconds,
      toSeconds,
      parsedPings,
      day,
    ],
  );

  // The fields' own messages first; the model's messages about the same values are left out.
  const fieldProblems = [
    ...(graceRead.ok ? [] : [graceRead.error]),
    ...(scheduleType === 'interval' && !intervalRead.ok ? [intervalRead.error] : []),
    ...(fromTime.ok ? [] : [`Start: ${fromTime.error}.`]),
    ...(toTime.ok ? [] : [`End: ${toTime.error}.`]),
  ];
  const modelProblems = result.problems.filter(
    (problem) =>
      !(
        (!graceRead.ok && problem.startsWith('The grace period')) ||
        (!intervalRead.ok && problem.startsWith('The interval')) ||
        ((!fromTime.ok || !toTime.ok) && problem.startsWith('The start and end'))
      ),
  );
  const problems = [...fieldProblems, ...modelProblems];
  const pingErrors = parsedPings.errors;
  const pingNotice = pingLinesNotice(parsedPings);
  const pingNotes = [
    ...pingErrors.slice(0, 5),
    ...(pingErrors.length > 5 ? [`and ${pingErrors.length - 5} more lines.`] : []),
    ...(parsedPings.unused > 0 ? [pingNotice[0]!] : []),
  ];
  const from = day + (fromSeconds ?? 0) * 1000;
  const to = day + (toSeconds ?? 0) * 1000;
  const span = Math.max(1, to - from);
  const totals = timeInStatus(result.segments);
  const openIncidents = result.incidents.filter((incident) => incident.resolvedAt === null).length;

  const summary =
    problems.length > 0
      ? `Cannot draw the timeline. ${problems.join(' ')}`
      : `${result.segments.length} segment${result.segments.length === 1 ? '' : 's'}: ${statusOrder
          .filter((status) => totals[status] > 0)
          .map((status) => `${status} ${formatLength(totals[status])}`)
          .join(
            ', ',
          )}. ${result.incidents.length} incident${result.incidents.length === 1 ? '' : 's'}, ${openIncidents} still open.${pingNotice
          .map((sentence) => ` ${sentence}`)
          .join('')}`;

  // Axis ticks every 5, 15, 30 or 60 minutes, whichever gives at most 10.
  const tickStep =
    [5, 15, 30, 60, 120, 240].find((minutes) => span / (minutes * 60_000) <= 10) ?? 360;
  const ticks: number[] = [];
  for (
    let tick = Math.ceil(from / (tickStep * 60_000)) * tickStep * 60_000;
    tick <= to;
    tick += tickStep * 60_000
  ) {
    ticks.push(tick);
  }
  const x = (at: number): number => ((at - from) / span) * 1000;

  return (
    <ToolSection id={id} title="Lateness timeline" className={styles.timeline}>
      <noscript>
        <p className={tool.hint}>
          This shows the worked example; changing the inputs needs JavaScript.
        </p>
      </noscript>
      <p className={tool.hint}>All times are UTC, on one day.</p>
      <div className={styles.inputs}>
        <fieldset className={styles.fieldset}>
          <legend>Schedule</legend>
          {(['cron', 'interval', 'manual'] as const).map((type) => (
            <label key={type} className={styles.radio}>
              <input
                type="radio"
                name={`${id}-type`}
                value={type}
                checked={scheduleType === type}
                onChange={() => setScheduleType(type)}
              />{' '}
              {type}
            </label>
          ))}
          {scheduleType === 'cron' && (
            <ToolCodeField
              id={`${id}-expression`}
              label="Cron expression"
              value={expression}
              onChange={setExpression}
              maxLength={cronInputMaxLength}
            />
          )}
          {scheduleType === 'interval' && (
            <ToolCodeField
              id={`${id}-interval`}
              label={`Interval in seconds (${interval.minSeconds} or more)`}
              inputMode="numeric"
              value={intervalSeconds}
              onChange={setIntervalSeconds}
            />
          )}
        </fieldset>
        <div className={styles.column}>
          <ToolCodeField
            id={`${id}-grace`}
            label={`Grace period in seconds (${gracePeriod.minSeconds} to ${gracePeriod.maxSeconds})`}
            inputMode="numeric"
            value={grace}
            onChange={setGrace}
          />
          <div className={styles.row}>
            <ToolCodeField
              id={`${id}-from`}
              label="Timeline start"
              value={fromText}
              onChange={setFromText}
            />
            <ToolCodeField
              id={`${id}-to`}
              label="Timeline end"
              value={toText}
              onChange={setToText}
            />
          </div>
        </div>
        <div className={tool.field}>
          <label htmlFor={`${id}-pings`}>Pings, one per line: time and kind</label>
          <textarea
            id={`${id}-pings`}
            className={`${tool.input} ${tool.code}`}
            rows={8}
            spellCheck={false}
            value={pingText}
            aria-invalid={pingNotes.length > 0 ? true : undefined}
            aria-describedby={`${id}-pings-help${pingNotes.length > 0 ? ` ${id}-pings-errors` : ''}`}
            onChange={(event) => setPingText(event.target.value)}
          />
          <p className={tool.hint} id={`${id}-pings-help`}>
            For example <code>10:05:00 start</code>. Kinds: {pingKinds.join(', ')}.
          </p>
          {pingNotes.length > 0 && (
            <ul className={tool.fieldError} id={`${id}-pings-errors`}>
              {pingNotes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
        </div>
      </div>

      <p className={tool.callout} aria-live="polite" data-testid="timeline-summary">
        {summary}
      </p>

      {problems.length > 0 && (
        <ul className={tool.fieldError}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}

      {problems.length === 0 && (
        <>
          <ul className={styles.legend} aria-label="Legend">
            {statusOrder.map((status) => (
              <li key={status}>
                <svg width="16" height="16" aria-hidden="true" className={statusClass[status]}>
                  <rect
                    width="16"
                    height="16"
                    className={styles.segment}
                    fill={status === 'FAILING' ? `url(#${hatchId})` : undefined}
                  />
                </svg>{' '}
                {status}
              </li>
            ))}
          </ul>
          <svg
            className={styles.chart}
            viewBox="0 0 1000 62"
            preserveAspectRatio="none"
            role="img"
            aria-label={`Status from ${formatTime(from)} to ${formatTime(to)}: ${result.segments
              .map((s) => `${s.status} from ${formatTime(s.start)}`)
              .join(', ')}. The table below lists each segment.`}>
            <defs>
              <pattern
                id={hatchId}
                width="8"
                height="8"
                patternUnits="userSpaceOnUse"
                patternTransform="rotate(45)">
                <rect width="8" height="8" className={styles.failingFill} />
                <rect width="3" height="8" className={styles.hatchLine} />
              </pattern>
            </defs>
            {result.segments.map((segment) => (
              <rect
                key={segment.start}
                x={x(segment.start)}
                y={20}
                width={Math.max(1, x(segment.end) - x(segment.start))}
                height={36}
                className={`${styles.segment} ${statusClass[segment.status]}`}
                fill={segment.status === 'FAILING' ? `url(#${hatchId})` : undefined}
              />
            ))}
            {parsedPings.pings
              .filter((p) => p.at >= from && p.at <= to)
              .map((p, index) => (
                <line
                  key={`${p.at}-${index}`}
                  x1={x(p.at)}
                  x2={x(p.at)}
                  y1={p.kind === 'start' ? 8 : 4}
                  y2={18}
                  className={p.kind === 'fail' ? styles.pingFail : styles.ping}
                />
              ))}
            {ticks.map((tick) => (
              <line key={tick} x1={x(tick)} x2={x(tick)} y1={56} y2={62} className={styles.tick} />
            ))}
          </svg>
          <div className={styles.axis} aria-hidden="true">
            {ticks.map((tick) => (
              <span key={tick} style={{left: `${x(tick) / 10}%`}}>
                {formatTime(tick).slice(0, 5)}
              </span>
            ))}
          </div>
          <p className={tool.hint}>
            Marks above the bar are pings: tall for success and fail, short for start.
          </p>

          <ScrollableTable label="Status segments">
            <DataTable
              className={`${tool.table} ${styles.times}`}
              caption={<caption>Status segments</caption>}
              rows={result.segments}
              rowKey={(segment) => segment.start}
              columns={[
                {
                  title: 'Status',
                  cell: (segment) => (
                    <span className={`${styles.badge} ${statusClass[segment.status]}`}>
                      {segment.status}
                    </span>
                  ),
                },
                {title: 'From', cell: (segment) => formatTime(segment.start)},
                {title: 'To', cell: (segment) => formatTime(segment.end)},
                {title: 'Length', cell: (segment) => formatLength(segment.end - segment.start)},
                {
                  title: 'Why',
                  cell: (segment) =>
                    describeSegment(segment) +
                    (segment.late === 'overrun'
                      ? ' A started run is open past its grace period: down for uptime.'
                      : segment.late === 'waiting'
                        ? ' Still inside the grace period: up for uptime.'
                        : ''),
                },
              ]}
            />
          </ScrollableTable>

          <ScrollableTable label="Incidents">
            <DataTable
              className={`${tool.table} ${styles.times}`}
              caption={<caption>Incidents</caption>}
              rows={result.incidents}
              rowKey={(incident) => `${incident.type}-${incident.openedAt}`}
              empty="No incident."
              columns={[
                {title: 'Type', cell: (incident) => incident.type},
                {title: 'Severity', cell: (incident) => incident.severity},
                {title: 'Opened', cell: (incident) => formatTime(incident.openedAt)},
                {
                  title: 'Resolved',
                  cell: (incident) =>
                    incident.resolvedAt === null ? 'still open' : formatTime(incident.resolvedAt),
                },
                {title: 'Occurrences', cell: (incident) => incident.occurrences},
              ]}
            />
          </ScrollableTable>

          <details className={styles.details}>
            <summary>What each ping and deadline did ({result.events.length} events)</summary>
            <ol className={styles.events}>
              {result.events.map((event, index) => (
                <li key={`${event.at}-${index}`}>
                  <strong>{formatTime(event.at)}</strong> {describeEvent(event)}
                </li>
              ))}
            </ol>
          </details>
        </>
      )}
    </ToolSection>
  );
}
