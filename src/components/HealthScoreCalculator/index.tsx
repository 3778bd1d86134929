import {useId, useMemo, useState} from 'react';
import type {ReactNode} from 'react';

import {healthScore} from '@site/src/data/analytics';
import {healthExample} from '@site/src/data/worked-examples';
import {num} from '@site/src/lib/format';
import {readNumber} from '@site/src/lib/form-input';
import {computeHealthScore} from '@site/src/lib/health-score';
import type {HealthInputs, HealthResult} from '@site/src/lib/health-score';
import toolStyles from '@site/src/css/tool.module.css';
import ownStyles from './styles.module.css';
import ToolErrors from '@site/src/components/ToolErrors';
import ToolSection from '@site/src/components/ToolSection';
import TableHead from '@site/src/components/TableHead';
import ToolField from '@site/src/components/ToolField';

const styles = {...toolStyles, ...ownStyles};

const fields: {key: keyof HealthInputs; label: string; hint: string}[] = [
  {key: 'successfulRuns', label: 'Successful runs', hint: 'Runs that ended with a success ping.'},
  {key: 'failedRuns', label: 'Failed runs', hint: 'Runs that ended with a fail ping.'},
  {
    key: 'onTimeRuns',
    label: 'On-time runs',
    hint: `Due runs whose first ping came less than ${healthScore.onTimeToleranceSeconds} s after the due time.`,
  },
  {
    key: 'lateRuns',
    label: 'Late runs',
    hint: 'Due runs that pinged later but within the grace period, or overran it.',
  },
  {key: 'missedRuns', label: 'Missed runs', hint: 'Due runs with no ping by due time plus grace.'},
  {key: 'anomalies', label: 'Anomalies', hint: 'ANOMALY incidents opened in the window.'},
  {key: 'openIncidents', label: 'Open incidents', hint: 'Incidents not RESOLVED right now.'},
];

type Texts = Record<keyof HealthInputs, string>;

function toTexts(inputs: HealthInputs): Texts {
  const texts = {} as Texts;
  for (const field of fields) texts[field.key] = String(inputs[field.key]);
  return texts;
}

function evaluate(texts: Texts): {
  result: HealthResult | null;
  errors: Partial<Record<keyof HealthInputs, string>>;
} {
  const errors: Partial<Record<keyof HealthInputs, string>> = {};
  const inputs = {} as HealthInputs;
  for (const field of fields) {
    const read = readNumber(texts[field.key], {
      label: field.label,
      min: 0,
      integer: true,
      max: 1e12,
    });
    if (read.ok) inputs[field.key] = read.value;
    else errors[field.key] = read.error;
  }
  if (Object.keys(errors).length > 0) return {result: null, errors};
  return {result: computeHealthScore(inputs), errors};
}

/**
 * Type a monitor's counts over the window and see its health score with the
 * points each component adds. Server-rendered with the page's worked example.
 */
export default function HealthScoreCalculator(): ReactNode {
  const id = useId();
  const [texts, setTexts] = useState<Texts>(() => toTexts(healthExample));
  const {result, errors} = useMemo(() => evaluate(texts), [texts]);
  const messages = Object.values(errors);
  const errorId = `${id}-errors`;

  return (
    <ToolSection id={id} title="Health score calculator">
      <p className={styles.hint}>
        Counts over the last {healthScore.windowDays} days. Change any field; the score follows.
      </p>
      <div className={styles.fields}>
        {fields.map((field) => (
          <ToolField
            key={field.key}
            id={`${id}-${field.key}`}
            label={field.label}
            hint={field.hint}
            value={texts[field.key]}
            inputMode="numeric"
            invalid={Boolean(errors[field.key])}
            errorId={errorId}
            onChange={(value) => setTexts({...texts, [field.key]: value})}
          />
        ))}
      </div>

      <div aria-live="polite">
        {result === null ? (
          <ToolErrors id={errorId} messages={messages} />
        ) : (
          <>
            <p className={styles.summary}>
              Health score{' '}
              <span className={styles.score} data-testid="health-score">
                {result.score}
              </span>{' '}
              out of 100 (unrounded {num(result.exact, 2)}).
            </p>
            <div className={styles.tableWrap}>
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
            </div>
          </>
        )}
      </div>
    </ToolSection>
  );
}
