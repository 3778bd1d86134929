import {useId, useMemo, useState} from 'react';
import type {ReactNode} from 'react';

import {anomalyDefaults, anomalyMediumSeverityFactor} from '@site/src/data/facts';
import {parseDurationList, readNumber} from '@site/src/lib/form-input';
import {defaultAnomalySettings, evaluateSeries} from '@site/src/lib/welford';
import type {SeriesRow} from '@site/src/lib/welford';
import {num, outcomeText, zText} from '@site/src/lib/format';
import styles from '@site/src/css/tool.module.css';
import ToolErrors from '@site/src/components/ToolErrors';
import ToolSection from '@site/src/components/ToolSection';
import TableHead from '@site/src/components/TableHead';
import ToolField from '@site/src/components/ToolField';

/** Most durations the playground evaluates, so a huge paste stays responsive. */
const MAX_RUNS = 2000;

/** A hand-picked month of runs of about 60 s, with one slow run and one fast run. */
const DEFAULT_DURATIONS =
  '62 58 61 60 59 63 57 60 62 61\n58 60 59 61 62 60 58 61 59 60\n64 95 61 30 60';

interface Props {
  /** Durations shown first, in seconds, separated by spaces, commas or new lines. */
  initialDurations?: string;
}

type Field = 'durations' | 'threshold' | 'minSamples';

interface Evaluation {
  rows: SeriesRow[];
  errors: {field: Field; message: string}[];
}

function evaluate(durations: string, threshold: string, minSamples: string): Evaluation {
  const errors: Evaluation['errors'] = [];
  const add = (field: Field, message: string) => errors.push({field, message});
  const parsed = parseDurationList(durations);
  parsed.errors.slice(0, 5).forEach((message) => add('durations', message));
  if (parsed.errors.length > 5) {
    add('durations', `${parsed.errors.length - 5} more values are invalid.`);
  }
  if (parsed.errors.length === 0 && parsed.values.length === 0) {
    add('durations', 'Enter at least one run duration in seconds.');
  }
  if (parsed.values.length > MAX_RUNS) {
    add(
      'durations',
      `Paste at most ${MAX_RUNS.toLocaleString('en-US')} durations; you pasted ${parsed.values.length.toLocaleString('en-US')}.`,
    );
  }
  const z = readNumber(threshold, {
    label: 'Z-score threshold',
    min: 0,
    minInclusive: false,
    max: 100,
  });
  const n = readNumber(minSamples, {
    label: 'Minimum samples',
    min: 2,
    max: MAX_RUNS,
    integer: true,
  });
  if (!z.ok) add('threshold', z.error);
  if (!n.ok) add('minSamples', n.error);
  if (errors.length > 0 || !z.ok || !n.ok) return {rows: [], errors};
  try {
    const rows = evaluateSeries(parsed.values, {
      ...defaultAnomalySettings,
      zThreshold: z.value,
      minSamples: n.value,
    });
    return {rows, errors: []};
  } catch (error) {
    add('durations', error instanceof Error ? error.message : String(error));
    return {rows: [], errors};
  }
}

function summarize(rows: SeriesRow[], minSamples: string): string {
  const flagged = rows.filter((row) => row.anomalous);
  const judged = rows.filter((row) => row.outcome !== 'warming-up').length;
  if (judged === 0) {
    return `None of the ${rows.length} runs is judged yet: the baseline needs ${minSamples} runs first.`;
  }
  if (flagged.length === 0) {
    return `No run is flagged. ${judged} of ${rows.length} runs were judged against the baseline.`;
  }
  const list = flagged
    .slice(0, 5)
    .map((row) => `run ${row.run} (z = ${zText(row.z)}, ${row.severity})`)
    .join(', ');
  const more = flagged.length > 5 ? ` and ${flagged.length - 5} more` : '';
  return `${flagged.length} of ${rows.length} runs flagged: ${list}${more}.`;
}

/**
 * Paste run durations and see Welford's running mean, standard deviation and
 * each run's z-score, with the runs the anomaly rule flags. Server-rendered
 * with a default series, so the table is readable without JavaScript.
 */
export default function AnomalyPlayground({
  initialDurations = DEFAULT_DURATIONS,
}: Props): ReactNode {
  const id = useId();
  const [durations, setDurations] = useState(initialDurations);
  const [threshold, setThreshold] = useState(String(anomalyDefaults.zThreshold));
  const [minSamples, setMinSamples] = useState(String(anomalyDefaults.minSamples));
  const {rows, errors} = useMemo(
    () => evaluate(durations, threshold, minSamples),
    [durations, threshold, minSamples],
  );
  const errorId = `${id}-errors`;
  const invalid = errors.length > 0;
  const hasError = (field: Field) => errors.some((error) => error.field === field);

  return (
    <ToolSection id={id} title="Anomaly playground">
      <div className={styles.fields}>
        <ToolField
          id={`${id}-durations`}
          label="Run durations in seconds, oldest first"
          hint={
            <>
              Separate values with spaces, commas or new lines. Paste up to{' '}
              {MAX_RUNS.toLocaleString('en-US')}.
            </>
          }
          value={durations}
          rows={7}
          wide
          invalid={hasError('durations')}
          errorId={errorId}
          onChange={setDurations}
        />
        <ToolField
          id={`${id}-threshold`}
          label="Z-score threshold"
          hint={
            <>
              Default {anomalyDefaults.zThreshold}; MEDIUM from {anomalyMediumSeverityFactor} times
              it.
            </>
          }
          value={threshold}
          inputMode="decimal"
          invalid={hasError('threshold')}
          errorId={errorId}
          onChange={setThreshold}
        />
        <ToolField
          id={`${id}-min`}
          label="Minimum samples"
          hint={<>Default {anomalyDefaults.minSamples}; runs before that are not judged.</>}
          value={minSamples}
          inputMode="numeric"
          invalid={hasError('minSamples')}
          errorId={errorId}
          onChange={setMinSamples}
        />
      </div>

      <div aria-live="polite">
        {invalid ? (
          <ToolErrors id={errorId} messages={errors.map((error) => error.message)} />
        ) : (
          <p className={styles.summary} data-testid="anomaly-summary">
            {summarize(rows, minSamples)}
          </p>
        )}
      </div>

      {!invalid && (
        <div
          className={`${styles.tableWrap} ${styles.tall}`}
          tabIndex={0}
          aria-label="Runs and their z-scores">
          <table className={styles.table}>
            <caption className={styles.hint}>
              Each run is judged against the runs before it (mean and standard deviation before the
              run), then added to the baseline. The cool-down of {anomalyDefaults.cooldownMinutes}{' '}
              minutes is not applied here: runs are treated as far apart.
            </caption>
            <TableHead
              columns={[
                'Run',
                'Duration (s)',
                'Mean before (s)',
                'Std dev before (s)',
                'z',
                'Result',
              ]}
            />
            <tbody>
              {rows.map((row, index) => {
                const before = index > 0 ? rows[index - 1] : undefined;
                return (
                  <tr key={row.run} className={row.anomalous ? styles.flagged : undefined}>
                    <td>{row.run}</td>
                    <td>{num(row.durationMs)}</td>
                    <td>{before ? num(before.mean, 2) : 'n/a'}</td>
                    <td>{before && before.n >= 2 ? num(before.stddev, 2) : 'n/a'}</td>
                    <td>{zText(row.z)}</td>
                    <td>{outcomeText(row)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </ToolSection>
  );
}
