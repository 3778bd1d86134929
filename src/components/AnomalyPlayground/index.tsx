import {useMemo} from 'react';
import type {ReactNode} from 'react';

import {anomalyDefaults, anomalyMediumSeverityFactor} from '@site/src/data/facts';
import {parseDurationList} from '@site/src/lib/form-input';
import {readNumber} from '@site/src/lib/number-input';
import {defaultAnomalySettings, evaluateSeries} from '@site/src/lib/welford';
import type {SeriesRow} from '@site/src/lib/welford';
import {num, outcomeText, seriesSummary, zText} from '@site/src/lib/format';
import styles from '@site/src/css/tool.module.css';
import ScrollableTable from '@site/src/components/ScrollableTable';
import TableHead from '@site/src/components/TableHead';
import type {ToolFieldSpec} from '@site/src/components/ToolField';
import ToolForm from '@site/src/components/ToolForm';
import {useToolForm} from '@site/src/hooks/useToolForm';

/** Most durations the playground evaluates, so a huge paste stays responsive. */
const MAX_RUNS = 2000;

/** A hand-picked month of runs of about 60 s, with one slow run and one fast run. */
const DEFAULT_DURATIONS =
  '62 58 61 60 59 63 57 60 62 61\n58 60 59 61 62 60 58 61 59 60\n64 95 61 30 60';

interface Props {
  /** Durations shown first, in seconds, separated by spaces, commas or new lines. */
  initialDurations?: string;
}

/** The fields; a field's id ends with its name. */
type Field = 'durations' | 'threshold' | 'min';

interface Evaluation {
  rows: SeriesRow[];
  /** The minimum sample count the rows were judged with. */
  minSamples: number;
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
  if (!n.ok) add('min', n.error);
  if (errors.length > 0 || !z.ok || !n.ok) return {rows: [], minSamples: 0, errors};
  try {
    const rows = evaluateSeries(parsed.values, {
      ...defaultAnomalySettings,
      zThreshold: z.value,
      minSamples: n.value,
    });
    return {rows, minSamples: n.value, errors: []};
  } catch (error) {
    add('durations', error instanceof Error ? error.message : String(error));
    return {rows: [], minSamples: 0, errors};
  }
}

const fields: ToolFieldSpec<Field>[] = [
  {
    key: 'durations',
    label: 'Run durations in seconds, oldest first',
    hint: (
      <>
        Separate values with spaces, new lines or a comma and a space; write decimals with a point
        (60.5). Paste up to {MAX_RUNS.toLocaleString('en-US')}.
      </>
    ),
    rows: 7,
    wide: true,
  },
  {
    key: 'threshold',
    label: 'Z-score threshold',
    hint: (
      <>
        Default {anomalyDefaults.zThreshold}; MEDIUM from {anomalyMediumSeverityFactor} times it.
      </>
    ),
    inputMode: 'decimal',
  },
  {
    key: 'min',
    label: 'Minimum samples',
    hint: <>Default {anomalyDefaults.minSamples}; runs before that are not judged.</>,
    inputMode: 'numeric',
  },
];

/** Each run with the baseline it was judged against, as the anomaly rule saw it. */
function RunsTable({rows}: {rows: SeriesRow[]}): ReactNode {
  return (
    <ScrollableTable className={styles.tall} label="Runs and their z-scores">
      <table className={styles.table}>
        <caption className={styles.hint}>
          Each run is judged against the runs before it (mean and standard deviation before the
          run), then added to the baseline. The cool-down of {anomalyDefaults.cooldownMinutes}{' '}
          minutes is not applied here: runs are treated as far apart.
        </caption>
        <TableHead
          columns={['Run', 'Duration (s)', 'Mean before (s)', 'Std dev before (s)', 'z', 'Result']}
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
    </ScrollableTable>
  );
}

/**
 * Paste run durations and see Welford's running mean, standard deviation and
 * each run's z-score, with the runs the anomaly rule flags. Server-rendered
 * with a default series, so the table is readable without JavaScript.
 */
export default function AnomalyPlayground({
  initialDurations = DEFAULT_DURATIONS,
}: Props): ReactNode {
  const form = useToolForm<Field>('anomaly-playground', {
    durations: initialDurations,
    threshold: String(anomalyDefaults.zThreshold),
    min: String(anomalyDefaults.minSamples),
  });
  const {durations, threshold, min} = form.values;
  const {rows, minSamples, errors} = useMemo(
    () => evaluate(durations, threshold, min),
    [durations, threshold, min],
  );

  return (
    <ToolForm
      form={form}
      title="Anomaly playground"
      fields={fields}
      errors={errors}
      details={<RunsTable rows={rows} />}>
      <p className={styles.summary} data-testid="anomaly-summary">
        {seriesSummary(rows, minSamples)}
      </p>
    </ToolForm>
  );
}
