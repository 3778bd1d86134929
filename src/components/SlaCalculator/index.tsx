import {useId, useState} from 'react';
import type {ReactNode} from 'react';

import {slaExample} from '@site/src/data/worked-examples';
import {parseDurationText, readNumber} from '@site/src/lib/form-input';
import {
  errorBudgetMs,
  formatDurationShort,
  formatDurationWords,
  MS,
  targetFromBudget,
} from '@site/src/lib/sla';
import toolStyles from '@site/src/css/tool.module.css';
import ownStyles from './styles.module.css';
import ToolErrors from '@site/src/components/ToolErrors';
import ToolSection from '@site/src/components/ToolSection';
import ToolField from '@site/src/components/ToolField';

const styles = {...toolStyles, ...ownStyles};

const MAX_DAYS = 3660;

type Outcome = {ok: true; text: string; detail: string} | {ok: false; errors: string[]};

function periodMs(daysText: string): {ok: true; value: number} | {ok: false; error: string} {
  const days = readNumber(daysText, {
    label: 'Period',
    min: 0,
    minInclusive: false,
    max: MAX_DAYS,
    unit: 'days',
  });
  if (!days.ok) return days;
  return {ok: true, value: Math.round(days.value * MS.day)};
}

function budgetFor(targetText: string, daysText: string): Outcome {
  const errors: string[] = [];
  const target = readNumber(targetText, {label: 'Target', min: 0, max: 100, unit: '%'});
  const period = periodMs(daysText);
  if (!target.ok) errors.push(target.error);
  if (!period.ok) errors.push(period.error);
  if (!target.ok || !period.ok) return {ok: false, errors};
  try {
    const budget = errorBudgetMs(target.value, period.value);
    return {
      ok: true,
      text: formatDurationWords(budget),
      detail: `${formatDurationShort(budget)}, ${budget.toLocaleString('en-US')} ms`,
    };
  } catch (error) {
    return {ok: false, errors: [error instanceof Error ? error.message : String(error)]};
  }
}

function targetFor(budgetText: string, daysText: string): Outcome {
  const errors: string[] = [];
  const period = periodMs(daysText);
  let budget: number | null = null;
  try {
    budget = parseDurationText(budgetText);
  } catch (error) {
    errors.push(`Error budget: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!period.ok) errors.push(period.error);
  if (budget === null || !period.ok) return {ok: false, errors};
  try {
    const target = targetFromBudget(budget, period.value);
    return {
      ok: true,
      text: `${target.toLocaleString('en-US', {maximumFractionDigits: 6})} %`,
      detail: `${formatDurationWords(budget)} of ${formatDurationWords(period.value)} may be down`,
    };
  } catch (error) {
    return {ok: false, errors: [error instanceof Error ? error.message : String(error)]};
  }
}

function Result({outcome, label, errorId}: {outcome: Outcome; label: string; errorId: string}) {
  return (
    <div aria-live="polite">
      {outcome.ok ? (
        <p>
          {label}: <span className={styles.result}>{outcome.text}</span>
          <br />
          <span className={styles.hint}>{outcome.detail}</span>
        </p>
      ) : (
        <ToolErrors id={errorId} messages={outcome.errors} />
      )}
    </div>
  );
}

/**
 * Error budget from an SLA target and period, and the target from a budget.
 * Server-rendered with 99.9 % of 30 days.
 */
export default function SlaCalculator(): ReactNode {
  const id = useId();
  const [target, setTarget] = useState(String(slaExample.targetPercent));
  const [days, setDays] = useState(String(slaExample.periodDays));
  const [budget, setBudget] = useState('43m 12s');
  const [reverseDays, setReverseDays] = useState(String(slaExample.periodDays));
  const forward = budgetFor(target, days);
  const reverse = targetFor(budget, reverseDays);
  const forwardErrors = forward.ok ? [] : forward.errors;
  const reverseErrors = reverse.ok ? [] : reverse.errors;

  return (
    <ToolSection id={id} title="SLA error budget calculator">
      <div className={styles.pair}>
        <fieldset className={styles.fields}>
          <legend className={styles.legend}>Target to error budget</legend>
          <ToolField
            id={`${id}-target`}
            label="Target (%)"
            hint="For example 99.9"
            value={target}
            inputMode="decimal"
            invalid={forwardErrors.some((e) => e.startsWith('Target') || e.includes('target'))}
            errorId={`${id}-forward-errors`}
            onChange={setTarget}
          />
          <ToolField
            id={`${id}-days`}
            label="Period (days)"
            hint="For example 30"
            value={days}
            inputMode="decimal"
            invalid={forwardErrors.some((e) => e.startsWith('Period'))}
            errorId={`${id}-forward-errors`}
            onChange={setDays}
          />
          <div className={styles.wide}>
            <Result outcome={forward} label="Error budget" errorId={`${id}-forward-errors`} />
          </div>
        </fieldset>
        <fieldset className={styles.fields}>
          <legend className={styles.legend}>Error budget to target</legend>
          <ToolField
            id={`${id}-budget`}
            label="Error budget"
            hint="With units: 43m 12s, 1 h 30 min, 2 days"
            value={budget}
            inputMode="text"
            invalid={reverseErrors.some(
              (e) => e.startsWith('Error budget') || e.includes('budget'),
            )}
            errorId={`${id}-reverse-errors`}
            onChange={setBudget}
          />
          <ToolField
            id={`${id}-reverse-days`}
            label="Period (days)"
            hint="For example 30"
            value={reverseDays}
            inputMode="decimal"
            invalid={reverseErrors.some((e) => e.startsWith('Period'))}
            errorId={`${id}-reverse-errors`}
            onChange={setReverseDays}
          />
          <div className={styles.wide}>
            <Result outcome={reverse} label="Target" errorId={`${id}-reverse-errors`} />
          </div>
        </fieldset>
      </div>
    </ToolSection>
  );
}
