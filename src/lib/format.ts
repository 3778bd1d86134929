/**
 * Number and list formatting shared by the worked examples, the pages and the interactive tools.
 * Fixed locale (en-US), so server and browser render the same text.
 * Pure functions, no React.
 */

import type {AnomalyDecision, SeriesRow} from './welford';

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

/** "run 21" or "runs 21 to 25". */
function runRange(first: number, last: number): string {
  return first === last ? `Run ${first}` : `Runs ${first} to ${last}`;
}

/**
 * What a walk-through of the anomaly rule concluded, in words: the runs flagged, how many were
 * judged, and why the others were not. Runs after a baseline with no spread are named with the
 * reason, which the rule would otherwise keep to itself (a run ten times slower than twenty
 * identical runs is not judged). `unit` follows each duration (`s` in the playground).
 */
export function seriesSummary(rows: readonly SeriesRow[], minSamples: number, unit = 's'): string {
  const total = rows.length;
  const flagged = rows.filter((row) => row.anomalous);
  const judged = rows.filter((row) => row.outcome === 'normal' || row.anomalous).length;
  const noSpread = rows.filter((row) => row.outcome === 'no-spread');
  if (judged === 0 && noSpread.length === 0) {
    const subject = total === 1 ? 'The run is not' : `None of the ${total} runs is`;
    return `${subject} judged yet: the baseline needs ${minSamples} runs first.`;
  }
  const parts: string[] = [];
  if (flagged.length > 0) {
    const list = flagged
      .slice(0, 5)
      .map((row) => `run ${row.run} (z = ${zText(row.z)}, ${row.severity ?? 'cool-down'})`)
      .join(', ');
    const more = flagged.length > 5 ? ` and ${flagged.length - 5} more` : '';
    parts.push(`${flagged.length} of ${total} runs flagged: ${list}${more}.`);
  } else {
    parts.push(
      `No run is flagged. ${judged} of ${total} runs ${judged === 1 ? 'was' : 'were'} judged against the baseline.`,
    );
  }
  const first = noSpread[0];
  const last = noSpread[noSpread.length - 1];
  if (first && last) {
    // A baseline without spread holds runs that all took the same time: the first run's.
    const same = `${num(rows[0]!.durationMs)} ${unit}`;
    const before =
      first === last
        ? `the ${first.run - 1} runs before it all took ${same}`
        : `the runs before each of them all took ${same}`;
    parts.push(
      `${runRange(first.run, last.run)} ${first === last ? 'was' : 'were'} not judged: ${before}, so their standard deviation is 0 and no z-score can be computed.`,
    );
  }
  return parts.join(' ');
}

/** "a", "a and b", "a, b and c" (or "a, b or c"): a list in a sentence, without a serial comma. */
export function listText(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}
