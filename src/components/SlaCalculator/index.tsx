import type {ReactNode} from 'react';

import {slaExample} from '@site/src/data/worked-example-inputs';
import {parseDurationText} from '@site/src/lib/form-input';
import {readNumber} from '@site/src/lib/number-input';
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
import {ToolFields, type ToolFieldError, type ToolFieldSpec} from '@site/src/components/ToolField';
import {useToolForm} from '@site/src/hooks/useToolForm';

const styles = {...toolStyles, ...ownStyles};

const MAX_DAYS = 3660;

/** The fields of both forms; a field's id ends with its name. */
type Field = 'target' | 'days' | 'budget' | 'reverse-days';

type Outcome =
  {ok: true; text: string; detail: string} | {ok: false; errors: ToolFieldError<Field>[]};

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

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function budgetFor(targetText: string, daysText: string): Outcome {
  const errors: ToolFieldError<Field>[] = [];
  const target = readNumber(targetText, {label: 'Target', min: 0, max: 100, unit: '%'});
  const period = periodMs(daysText);
  if (!target.ok) errors.push({field: 'target', message: target.error});
  if (!period.ok) errors.push({field: 'days', message: period.error});
  if (!target.ok || !period.ok) return {ok: false, errors};
  try {
    const budget = errorBudgetMs(target.value, period.value);
    return {
      ok: true,
      text: formatDurationWords(budget),
      detail: `${formatDurationShort(budget)}, ${budget.toLocaleString('en-US')} ms`,
    };
  } catch (error) {
    return {ok: false, errors: [{field: 'target', message: message(error)}]};
  }
}

function targetFor(budgetText: string, daysText: string): Outcome {
  const errors: ToolFieldError<Field>[] = [];
  const period = periodMs(daysText);
  let budget: number | null = null;
  try {
    budget = parseDurationText(budgetText);
  } catch (error) {
    errors.push({field: 'budget', message: `Error budget: ${message(error)}`});
  }
  if (!period.ok) errors.push({field: 'reverse-days', message: period.error});
  if (budget === null || !period.ok) return {ok: false, errors};
  try {
    const target = targetFromBudget(budget, period.value);
    return {
      ok: true,
      text: `${target.toLocaleString('en-US', {maximumFractionDigits: 6})} %`,
      detail: `${formatDurationWords(budget)} of ${formatDurationWords(period.value)} may be down`,
    };
  } catch (error) {
    return {ok: false, errors: [{field: 'budget', message: message(error)}]};
  }
}

const periodHint = 'For example 30';
const forwardFields: ToolFieldSpec<Field>[] = [
  {key: 'target', label: 'Target (%)', hint: 'For example 99.9', inputMode: 'decimal'},
  {key: 'days', label: 'Period (days)', hint: periodHint, inputMode: 'decimal'},
];
const reverseFields: ToolFieldSpec<Field>[] = [
  {
    key: 'budget',
    label: 'Error budget',
    hint: 'With units: 43m 12s, 1 h 30 min, 2 days',
    inputMode: 'text',
  },
  {key: 'reverse-days', label: 'Period (days)', hint: periodHint, inputMode: 'decimal'},
];

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
        <ToolErrors id={errorId} messages={outcome.errors.map((error) => error.message)} />
      )}
    </div>
  );
}

/**
 * Error budget from an SLA target and period, and the target from a budget.
 * Server-rendered with 99.9 % of 30 days.
 */
export default function SlaCalculator(): ReactNode {
  const form = useToolForm<Field>('sla-calculator', {
    target: String(slaExample.targetPercent),
    days: String(slaExample.periodDays),
    budget: '43m 12s',
    'reverse-days': String(slaExample.periodDays),
  });
  const {values, id} = form;
  const forms = [
    {
      name: 'forward',
      legend: 'Target to error budget',
      fields: forwardFields,
      outcome: budgetFor(values.target, values.days),
      label: 'Error budget',
    },
    {
      name: 'reverse',
      legend: 'Error budget to target',
      fields: reverseFields,
      outcome: targetFor(values.budget, values['reverse-days']),
      label: 'Target',
    },
  ];

  return (
    <ToolSection id={id} title="SLA error budget calculator">
      <div className={styles.pair}>
        {forms.map(({name, legend, fields, outcome, label}) => (
          <fieldset key={name} className={styles.fields}>
            <legend className={styles.legend}>{legend}</legend>
            <ToolFields
              form={form}
              fields={fields}
              errors={outcome.ok ? [] : outcome.errors}
              errorId={`${id}-${name}-errors`}
            />
            <div className={styles.wide}>
              <Result outcome={outcome} label={label} errorId={`${id}-${name}-errors`} />
            </div>
          </fieldset>
        ))}
      </div>
    </ToolSection>
  );
}
