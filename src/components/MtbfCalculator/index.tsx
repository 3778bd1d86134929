import {useMemo} from 'react';
import type {ReactNode} from 'react';

import {reliability} from '@site/src/data/analytics';
import {reliabilityExample} from '@site/src/data/worked-example-inputs';
import {shorterWindowsText} from '@site/src/lib/analysis-window';
import {parseIncidentLines} from '@site/src/lib/form-input';
import {computeReliability, parseTime} from '@site/src/lib/reliability';
import type {ReliabilityResult} from '@site/src/lib/reliability';
import {formatDurationWords} from '@site/src/lib/sla';
import toolStyles from '@site/src/css/tool.module.css';
import ownStyles from './styles.module.css';
import type {ToolFieldSpec} from '@site/src/components/ToolField';
import ToolForm from '@site/src/components/ToolForm';
import {useToolForm} from '@site/src/hooks/useToolForm';

const styles = {...toolStyles, ...ownStyles};

/** Most incident lines the calculator reads. */
const MAX_LINES = 5000;

const defaultLines = [
  '# opened, resolved (or open), type',
  ...reliabilityExample.incidents.map(
    (incident) => `${incident.opened}, ${incident.resolved ?? 'open'}, ${incident.type}`,
  ),
].join('\n');

type Field = 'incidents' | 'start' | 'end';

function evaluate(
  lines: string,
  startText: string,
  endText: string,
): {result: ReliabilityResult | null; errors: {field: Field; message: string}[]} {
  const errors: {field: Field; message: string}[] = [];
  const start = parseTime(startText);
  const end = parseTime(endText);
  if (start === null) {
    errors.push({
      field: 'start',
      message: `Window start: "${startText.trim()}" is not a date and time such as 2026-10-01T00:00Z.`,
    });
  }
  if (end === null) {
    errors.push({
      field: 'end',
      message: `Window end: "${endText.trim()}" is not a date and time such as 2026-10-31T00:00Z.`,
    });
  }
  if (start !== null && end !== null && end <= start) {
    errors.push({field: 'end', message: 'The window must end after it starts.'});
  }
  const lineCount = lines.split(/\r?\n/).length;
  if (lineCount > MAX_LINES) {
    errors.push({
      field: 'incidents',
      message: `Paste at most ${MAX_LINES.toLocaleString('en-US')} lines; you pasted ${lineCount.toLocaleString('en-US')}.`,
    });
    return {result: null, errors};
  }
  const parsed = parseIncidentLines(lines);
  parsed.errors.slice(0, 5).forEach((message) => errors.push({field: 'incidents', message}));
  if (parsed.errors.length > 5) {
    errors.push({
      field: 'incidents',
      message: `${parsed.errors.length - 5} more lines are invalid.`,
    });
  }
  if (errors.length > 0 || start === null || end === null) return {result: null, errors};
  try {
    return {result: computeReliability(parsed.incidents, start, end), errors};
  } catch (error) {
    errors.push({
      field: 'incidents',
      message: error instanceof Error ? error.message : String(error),
    });
    return {result: null, errors};
  }
}

function words(ms: number | null, none: string): string {
  return ms === null ? none : formatDurationWords(ms);
}

const fields: ToolFieldSpec<Field>[] = [
  {
    key: 'incidents',
    label: 'Incidents, one per line',
    hint: (
      <>
        Write <code>opened, resolved, TYPE</code> with ISO 8601 times in UTC. Use <code>open</code>{' '}
        for an incident that is not resolved. TYPE is MISSED, LATE, FAIL or ANOMALY (default FAIL);
        only {reliability.failureTypes.join(', ')} count as failures.
      </>
    ),
    rows: 8,
    wide: true,
  },
  {key: 'start', label: 'Window start (UTC)', hint: 'For example 2026-10-01T00:00Z'},
  {
    key: 'end',
    label: 'Window end (UTC)',
    hint: `Saturn uses the last ${reliability.windowDays} days (${shorterWindowsText})`,
  },
];

/**
 * Paste incidents as `opened, resolved, TYPE` lines and see MTBF, MTTR and the
 * merged outages over a window. Server-rendered with the page's worked example.
 */
export default function MtbfCalculator(): ReactNode {
  const form = useToolForm<Field>('mtbf-calculator', {
    incidents: defaultLines,
    start: reliabilityExample.windowStart,
    end: reliabilityExample.windowEnd,
  });
  const {incidents, start, end} = form.values;
  const {result, errors} = useMemo(() => evaluate(incidents, start, end), [incidents, start, end]);

  return (
    <ToolForm form={form} title="MTBF and MTTR calculator" fields={fields} errors={errors}>
      {result && (
        <dl className={styles.metrics}>
          <div>
            <dt>MTBF</dt>
            <dd data-testid="mtbf">{words(result.mtbfMs, 'no failure in the window')}</dd>
          </div>
          <div>
            <dt>MTTR</dt>
            <dd data-testid="mttr">{words(result.mttrMs, 'no resolved failure')}</dd>
          </div>
          <div>
            <dt>Failures (outages)</dt>
            <dd data-testid="failures">
              {result.failures}
              {result.failures > result.resolvedFailures
                ? ` (${result.failures - result.resolvedFailures} still open)`
                : ''}
            </dd>
          </div>
          <div>
            <dt>Downtime in window</dt>
            <dd>{words(result.downtimeMs, '0 seconds')}</dd>
          </div>
        </dl>
      )}
    </ToolForm>
  );
}
