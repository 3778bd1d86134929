/**
 * Number formatting shared by the worked examples and the interactive tools.
 * Fixed locale (en-US), so server and browser render the same text.
 * Pure functions, no React.
 */

import type {AnomalyDecision} from './welford';

/** Rounded to at most `digits` decimals, without trailing zeros (`11.5`, not `11.500`); `n/a` for null. */
export function num(value: number | null, digits = 3): string {
  if (value === null) return 'n/a';
  const fixed = value.toFixed(digits);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/**
 * Signed z-score with two decimals (a true minus sign); `n/a` when not measured. Give more
 * digits where two would round across a threshold (5.9967 is LOW, +6.00 would read MEDIUM).
 */
export function zText(z: number | null, digits = 2): string {
  if (z === null) return 'n/a';
  return `${z >= 0 ? '+' : '−'}${Math.abs(z).toFixed(digits)}`;
}

const outcomeWords: Record<AnomalyDecision['outcome'], string> = {
  'warming-up': 'not judged (warming up)',
  'no-spread': 'not judged (no spread)',
  normal: 'normal',
  anomaly: 'ANOMALY',
  cooldown: 'anomalous, in cool-down',
};

/** The rule's decision in words: `normal`, `ANOMALY (LOW)`, ... */
export function outcomeText(decision: AnomalyDecision): string {
  return decision.outcome === 'anomaly'
    ? `ANOMALY (${decision.severity})`
    : outcomeWords[decision.outcome];
}
