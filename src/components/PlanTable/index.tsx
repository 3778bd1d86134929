import type {ReactNode} from 'react';

import {plans, type Plan} from '@site/src/data/facts';

import styles from './styles.module.css';
import ScrollableTable from '@site/src/components/ScrollableTable';

interface PlanRow {
  label: string;
  value: (plan: Plan) => ReactNode;
}

const yesNo = (included: boolean): ReactNode => (included ? 'Included' : 'Not included');

const numberFormat = new Intl.NumberFormat('en-US');

/** The rows of the comparison, in reading order. Every cell comes from `plans` in facts.ts. */
const rows: readonly PlanRow[] = [
  {label: 'Price', value: (plan) => `$${plan.priceUsdPerMonth} per month`},
  {label: 'Monitors', value: (plan) => numberFormat.format(plan.monitors)},
  {label: 'Seats (team members)', value: (plan) => numberFormat.format(plan.seats)},
  {label: 'History kept', value: (plan) => `${numberFormat.format(plan.historyDays)} days`},
  {label: 'Alert channels', value: (plan) => plan.channels.join(', ')},
  {label: 'Output capture', value: (plan) => yesNo(plan.outputCapture)},
  {label: 'Anomaly detection', value: (plan) => yesNo(plan.anomalyDetection)},
  {label: 'Support response', value: (plan) => plan.supportResponse},
];

/**
 * Side-by-side comparison of every plan in `plans` (src/data/facts.ts), one
 * column per plan. Adding a plan to facts.ts adds a column; nothing here is
 * retyped.
 */
export default function PlanTable(): ReactNode {
  return (
    <ScrollableTable label="Plans compared">
      <table className={styles.table} data-testid="plan-table">
        <caption className={styles.caption}>
          Plans compared. Prices are per month in US dollars, billed monthly.
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Limit</span>
            </th>
            {plans.map((plan) => (
              <th scope="col" key={plan.id} data-plan={plan.id}>
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Best for</th>
            {plans.map((plan) => (
              <td key={plan.id}>{plan.summary}</td>
            ))}
          </tr>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {plans.map((plan) => (
                <td key={plan.id}>{row.value(plan)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}
