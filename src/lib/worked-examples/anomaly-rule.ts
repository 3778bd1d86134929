/**
 * The anomaly rule's worked examples, on /anomalies/overview and /anomalies/rules: three runs
 * judged against a baseline, the chance rates of the rule, and where the rarer kind of run of
 * each tuning scenario settles.
 */
import {
  anomalyRuleExample,
  chanceRateExample,
  monthlySpikeExample,
  weekendExample,
} from '../../data/worked-example-inputs';
import {chanceFlagRate, flaggedMinorityShare, minorityRunZ, oneInText} from '../anomaly-statistics';
import {outcomeText, zText} from '../format';
import {defaultAnomalySettings, evaluateRun} from '../welford';
import type {Table} from './table';

// Anomaly rule example.
const ruleBaseline = {
  n: anomalyRuleExample.baseline.n,
  mean: anomalyRuleExample.baseline.meanSeconds,
  m2: anomalyRuleExample.baseline.stddevSeconds ** 2 * (anomalyRuleExample.baseline.n - 1),
};
export const anomalyRuleDecisions = anomalyRuleExample.runsSeconds.map((x) => ({
  durationSeconds: x,
  ...evaluateRun(ruleBaseline, x, null),
}));
export const anomalyRuleTable: Table = {
  caption: `Three runs judged against a baseline of ${anomalyRuleExample.baseline.n} runs, mean ${anomalyRuleExample.baseline.meanSeconds} s, standard deviation ${anomalyRuleExample.baseline.stddevSeconds} s`,
  columns: ['Duration (s)', 'z = (x − mean) / stddev', '|z| ≥ threshold?', 'Result'],
  rows: anomalyRuleDecisions.map((d) => [
    d.durationSeconds,
    zText(d.z),
    d.anomalous ? 'yes' : 'no',
    outcomeText(d),
  ]),
};

// Chance rates of the anomaly rule for normally distributed durations.
export const chanceRateTable: Table = {
  caption:
    'Normal runs flagged by chance, for normally distributed durations, by the number of runs in the baseline',
  columns: [
    'Runs in the baseline',
    ...chanceRateExample.thresholds.map((threshold) => `Threshold ${threshold}`),
  ],
  rows: [...chanceRateExample.baselineRuns, Number.POSITIVE_INFINITY].map((runs) => [
    Number.isFinite(runs) ? runs.toLocaleString('en-US') : 'mean and deviation known exactly',
    ...chanceRateExample.thresholds.map((threshold) => oneInText(chanceFlagRate(threshold, runs))),
  ]),
};

/**
 * Where the rarer kind of run of each tuning scenario settles once the baseline holds many
 * cycles (`minorityRunZ`), and the largest share of runs that stays flagged at the default
 * threshold: weekend runs are absorbed, the monthly run never is.
 */
export const minorityRuns = {
  weekend: {
    share: weekendExample.weekendDays / 7,
    z: minorityRunZ(weekendExample.weekendDays / 7),
  },
  monthly: {
    share: 1 / (monthlySpikeExample.days + 1),
    z: minorityRunZ(1 / (monthlySpikeExample.days + 1)),
  },
  flaggedUpToShare: flaggedMinorityShare(defaultAnomalySettings.zThreshold),
};
