import {useMemo} from 'react';
import type {ReactNode} from 'react';

import {healthScore} from '@site/src/data/analytics';
import {healthExample} from '@site/src/data/worked-example-inputs';
import {shorterWindowsText} from '@site/src/lib/analysis-window';
import {num} from '@site/src/lib/format';
import {readNumber} from '@site/src/lib/number-input';
import {computeHealthScore, healthInputLabels} from '@site/src/lib/health-score';
import type {HealthInputs, HealthResult} from '@site/src/lib/health-score';
import toolStyles from '@site/src/css/tool.module.css';
import ownStyles from './styles.module.css';
import ScrollableTable from '@site/src/components/ScrollableTable';
import TableHead from '@site/src/components/TableHead';
import type {ToolFieldError, ToolFieldSpec} from '@site/src/components/ToolField';
import ToolForm from '@site/src/components/ToolForm';
import {useToolForm} from '@site/src/hooks/useToolForm';

const styles = {...toolStyles, ...ownStyles};

const hints: Record<keyof HealthInputs, string> = {
  successfulRuns: 'Runs that ended with a success ping.',
  failedRuns: 'Runs that ended with a fail ping.',
  onTimeRuns: `Due runs whose first ping came less than ${healthScore.onTimeToleranceSeconds} s after the due time.`,
  lateRuns: 'Due runs that pinged later but within the grace period, or overran it.',
  missedRuns: 'Due runs with no ping by due time plus grace.',
  anomalies: 'ANOMALY incidents opened in the window.',
  openIncidents: 'Incidents not RESOLVED right now.',
};

const fields: ToolFieldSpec<keyof HealthInputs>[] = (
  Object.keys(healthInputLabels) as (keyof HealthInputs)[]
).map((key) => ({key, label: healthInputLabels[key], hint: hints[key], inputMode: 'numeric'}));

type Texts = Record<keyof HealthInputs, string>;

function toTexts(inputs: HealthInputs): Texts {
  const texts = {} as Texts;
  for (const field of fields) texts[field.key] = String(inputs[field.key]);
  return texts;
}

function evaluate(texts: Texts): {
  result: HealthResult | null;
  errors: ToolFieldError<keyof HealthInputs>[];
} {
  const errors: ToolFieldError<keyof HealthInputs>[] = [];
  const inputs = {} as HealthInputs;
  for (const field of fields) {
    const read = readNumber(texts[field.key], {
      label: healthInputLabels[field.key],
      min: 0,
      integer: true,
      max: 1e12,
    });
    if (read.ok) inputs[field.key] = read.value;
    else errors.push({field: field.key, message: read.error});
  }
  if (errors.length > 0) return {result: null, errors};
  return {result: computeHealthScore(inputs), errors};
}

/**
 * Type a monitor's counts over the window and see its health score with the
 * points each component adds. Server-rendered with the page's worked example.
 */
export default function HealthScoreCalculator(): ReactNode {
  const form = useToolForm<keyof HealthInputs>('health-score-calculator', () =>
    toTexts(healthExample),
  );
  const {result, errors} = useMemo(() => evaluate(form.values), [form.values]);

  return (
    <ToolForm
      form={form}
      title="Health score calculator"
      fields={fields}
      errors={errors}
      intro={
        <p className={styles.hint}>
          Counts over the last {healthScore.windowDays} days ({shorterWindowsText}). Change any
          field; the score follows.
        </p>
      }>
      {result && (
        <>
          <p className={styles.summary}>
            Health score{' '}
            <span className={styles.score} data-testid="health-score">
              {result.score}
            </span>{' '}
            out of 100 (unrounded {num(result.exact, 2)}).
          </p>
          <ScrollableTable label="How the score is made">
            <table className={styles.table}>
              <caption className={styles.hint}>How the score is made</caption>
              <TableHead columns={['Component', 'Value', 'Weight used', 'Points']} />
              <tbody>
                {result.components.map((component) => (
                  <tr key={component.key}>
                    <td>{component.label}</td>
                    <td>{component.value === null ? 'no data' : num(component.value, 4)}</td>
                    <td>{num(component.effectiveWeight, 4)}</td>
                    <td>{num(component.points, 2)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollableTable>
        </>
      )}
    </ToolForm>
  );
}
