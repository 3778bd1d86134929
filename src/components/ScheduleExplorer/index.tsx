import {useMemo, useState, type ReactNode} from 'react';

import {cronDialect} from '@site/src/data/facts';
import {explorerRunCount, explorerYears} from '@site/src/data/schedules';
import {
  explainCron,
  instantOfWallTime,
  lastListedMinute,
  readRunListStart,
  type CronRun,
  type CronWarningKind,
} from '@site/src/lib/cron';
import {formatInZone, formatLocal, timeZoneProblem} from '@site/src/lib/timezone';

import tool from '@site/src/css/tool.module.css';
import styles from './styles.module.css';
import ToolCodeField, {cronInputMaxLength} from '@site/src/components/ToolCodeField';
import ToolSection from '@site/src/components/ToolSection';
import ScrollableTable from '@site/src/components/ScrollableTable';
import DataTable from '@site/src/components/DataTable';

/** Zones offered in the suggestion list; any IANA name may be typed. */
const suggestedZones = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Paris',
  'Africa/Johannesburg',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Pacific/Auckland',
];

const presets: {label: string; expression: string}[] = [
  {label: 'Every 15 minutes', expression: '*/15 * * * *'},
  {label: 'Daily at 02:30', expression: '30 2 * * *'},
  {label: 'Weekdays at 01:30', expression: '30 1 * * 1-5'},
  {label: 'The 13th or a Friday', expression: '0 0 13 * 5'},
  {label: 'With seconds (rejected)', expression: '0 */5 * * * *'},
];

const warningTitles: Record<CronWarningKind, string> = {
  'dst-gap': 'Skipped hour (DST starts)',
  'dst-repeat': 'Repeated hour (DST ends)',
  'dom-dow-or': 'Day of month OR day of week',
  'dom-dow-star-step': 'Day of month AND day of week',
  'day-seven': 'Day of week 7',
  'never-runs': 'Never runs',
  'etc-gmt-sign': 'Inverted sign',
};

const dstNotes: Record<NonNullable<CronRun['dst']>, string> = {
  'gap-moved': 'Skipped hour: due when the clock jumps',
  'repeat-once': 'Repeated hour: due once, first pass',
  'repeat-first': 'Repeated hour: first pass',
  'repeat-second': 'Repeated hour: second pass',
};

/** How a run falls on a clock change, with the time it was scheduled for when it moved. */
function runNote(run: CronRun): string {
  if (!run.dst) return '';
  const scheduled = run.dst === 'gap-moved' ? ` (scheduled ${run.scheduledLocal.slice(11)})` : '';
  return `${dstNotes[run.dst]}${scheduled}`;
}

/** The zone the runs are computed in: the one typed, or UTC while it is not a valid name. */
function zoneOrUtc(timeZone: string): string {
  return timeZoneProblem(timeZone) ? 'UTC' : timeZone.trim();
}

function nowInZone(timeZone: string): string {
  return formatInZone(zoneOrUtc(timeZone), Date.now()).slice(0, 16).replace(' ', 'T');
}

/** The attribute form (`YYYY-MM-DDTHH:MM`) of the first and last start the explorer takes. */
const startBounds = {
  min: `${explorerYears.first}-01-01T00:00`,
  max: formatLocal(lastListedMinute).replace(' ', 'T'),
};

interface ScheduleExplorerProps {
  /** Expression shown first; the default shows the DST gap in New York. */
  defaultExpression?: string;
  defaultTimeZone?: string;
  /** First wall time to list runs after, `YYYY-MM-DDTHH:MM` in the zone. */
  defaultStart?: string;
}

/**
 * Cron expression and time zone in; description, next runs in the zone and
 * in UTC, and warnings out. Every result is computed by `src/lib/cron.ts`,
 * the same code the unit tests check.
 */
export default function ScheduleExplorer({
  defaultExpression = '30 2 * * *',
  defaultTimeZone = 'America/New_York',
  defaultStart = '2027-03-13T00:00',
}: ScheduleExplorerProps): ReactNode {
  // Fixed, not useId(): see src/hooks/useToolForm.ts.
  const id = 'schedule-explorer';
  const [expression, setExpression] = useState(defaultExpression);
  const [timeZone, setTimeZone] = useState(defaultTimeZone);
  const [start, setStart] = useState(defaultStart);

  const startRead = readRunListStart(start);
  const from = startRead.ok ? instantOfWallTime(zoneOrUtc(timeZone), startRead.local) : Number.NaN;
  const result = useMemo(
    () => explainCron({expression, timeZone, from, count: explorerRunCount}),
    [expression, timeZone, from],
  );
  const expressionProblem = result.problems.find((problem) => problem.input === 'expression');
  const zoneProblem = result.problems.find((problem) => problem.input === 'timeZone');
  const startProblem = startRead.ok ? null : startRead.error;
  const problems = [
    ...result.problems.filter((problem) => problem.input !== 'start').map(({message}) => message),
    ...(startProblem ? [startProblem] : []),
  ];
  const zone = timeZone.trim();
  const listed = result.runs.length;
  const cut = result.cutAtLastYear
    ? ` ${listed === 0 ? 'No run falls' : `Only ${listed} run${listed === 1 ? ' falls' : 's fall'}`} before the end of ${explorerYears.last}, where the explorer stops.`
    : '';

  const summary =
    problems.length > 0
      ? `Not valid. ${problems.join(' ')}`
      : `${result.description ?? ''}. ${
          result.runs[0] ? `Next run ${result.runs[0].local} in ${zone}.` : 'No upcoming run.'
        }${cut} ${result.warnings.length} warning${result.warnings.length === 1 ? '' : 's'}.`;

  return (
    <ToolSection id={id} title="Schedule explorer">
      <noscript>
        <p className={tool.hint}>
          This shows the example below; changing the inputs needs JavaScript.
        </p>
      </noscript>
      <div className={styles.inputs}>
        <ToolCodeField
          id={`${id}-expression`}
          label="Cron expression (5 fields or a macro)"
          value={expression}
          onChange={setExpression}
          maxLength={cronInputMaxLength}
          hint={
            <>
              Operators {cronDialect.operators.join(' ')}; macros {cronDialect.macros.join(' ')}.
            </>
          }
          error={expressionProblem?.message}
        />
        <ToolCodeField
          id={`${id}-zone`}
          label="Time zone (IANA name)"
          value={timeZone}
          onChange={setTimeZone}
          list={`${id}-zones`}
          maxLength={200}
          error={zoneProblem?.message}>
          <datalist id={`${id}-zones`}>
            {suggestedZones.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone)}>
            Use my time zone
          </button>
        </ToolCodeField>
        <ToolCodeField
          id={`${id}-start`}
          label="List runs after (wall time in that zone)"
          type="datetime-local"
          min={startBounds.min}
          max={startBounds.max}
          value={start}
          onChange={setStart}
          error={startProblem}>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => setStart(nowInZone(timeZone))}>
            Use the current time
          </button>
        </ToolCodeField>
      </div>
      <div className={styles.presets} role="group" aria-labelledby={`${id}-presets`}>
        <p className={styles.presetsLabel} id={`${id}-presets`}>
          Try an example:
        </p>
        {presets.map((preset) => (
          <button
            key={preset.expression}
            type="button"
            className={styles.preset}
            aria-pressed={expression === preset.expression}
            onClick={() => setExpression(preset.expression)}>
            {preset.label}: <code>{preset.expression}</code>
          </button>
        ))}
      </div>

      <p className={tool.callout} aria-live="polite" data-testid="explorer-summary">
        {summary}
      </p>

      {result.description && problems.length === 0 && (
        <p className={styles.description}>
          <strong>In words:</strong> {result.description}
          {result.warnings.some((warning) => warning.kind === 'dom-dow-star-step')
            ? ' (both day fields must match: see the warning)'
            : ''}
        </p>
      )}

      {result.warnings.length > 0 && (
        <ul className={styles.warnings} aria-label="Warnings">
          {result.warnings.map((warning) => (
            <li key={warning.kind} className={styles.warning}>
              <strong>{warningTitles[warning.kind]}.</strong> {warning.message}
            </li>
          ))}
        </ul>
      )}

      {result.runs.length > 0 && (
        <ScrollableTable label={`Next ${result.runs.length} runs in ${zone} and in UTC`}>
          <DataTable
            className={`${tool.table} ${styles.runs}`}
            caption={
              <caption>
                Next {result.runs.length} runs in {zone} and in UTC
              </caption>
            }
            rows={result.runs}
            rowKey={(run) => run.at}
            rowClassName={(run) => (run.dst ? styles.dstRow : undefined)}
            columns={[
              {title: '#', cell: (_run, index) => index + 1},
              {
                title: zone,
                cell: (run) => (
                  <>
                    {run.local} <span className={styles.offset}>{run.offset}</span>
                  </>
                ),
              },
              {
                title: 'UTC',
                cell: (run) => new Date(run.at).toISOString().slice(0, 16).replace('T', ' '),
              },
              {title: 'Note', cell: (run) => runNote(run)},
            ]}
          />
        </ScrollableTable>
      )}
    </ToolSection>
  );
}
