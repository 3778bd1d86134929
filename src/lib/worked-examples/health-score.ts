/**
 * The health score's worked examples, on /analytics/health-score.
 */
import {healthExample, manualHealthExample} from '../../data/worked-example-inputs';
import {num} from '../format';
import {computeHealthScore} from '../health-score';
import type {HealthResult} from '../health-score';
import type {Table} from './table';

// Health score.
export const healthResult: HealthResult = computeHealthScore(healthExample);
export const manualHealthResult: HealthResult = computeHealthScore(manualHealthExample);
export function healthTable(result: HealthResult, caption: string): Table {
  return {
    caption,
    columns: ['Component', 'Value', 'Weight used', 'Points'],
    rows: [
      ...result.components.map((c) => [
        c.label,
        c.value === null ? 'no data' : num(c.value, 4),
        num(c.effectiveWeight, 4),
        num(c.points, 2),
      ]),
      ['Total (rounded)', '', '', `${num(result.exact, 2)} → ${result.score}`],
    ],
  };
}
