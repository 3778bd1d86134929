import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';

import {plans, type Plan} from '@site/src/data/facts';
import {sectionHeadings} from '@site/src/data/home';

import Section from '../Section';
import home from '../home.module.css';
import styles from './styles.module.css';

/** The plan most readers compare against: highlighted in the row of cards. */
const highlightedPlan: Plan['id'] = 'team';

function formatList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** One card per plan in facts.ts; the full comparison lives on /billing/plans. */
export default function Plans(): ReactNode {
  return (
    <Section {...sectionHeadings.plans} tinted>
      <ul className={styles.grid}>
        {plans.map((plan) => (
          <li
            key={plan.id}
            className={clsx(
              home.card,
              styles.card,
              plan.id === highlightedPlan && styles.highlighted,
            )}>
            <h3 className={styles.name}>{plan.name}</h3>
            <p className={styles.price}>
              <span className={styles.amount}>${plan.priceUsdPerMonth}</span>
              <span className={styles.period}> per month</span>
            </p>
            <p className={styles.summary}>{plan.summary}</p>
            <ul className={styles.features}>
              <li>{plan.monitors} monitors</li>
              <li>{plan.seats} seats</li>
              <li>{plan.historyDays} days of history</li>
              <li>Alerts by {formatList(plan.channels)}</li>
              <li>
                {plan.anomalyDetection ? 'Anomaly detection' : 'No anomaly detection'},{' '}
                {plan.outputCapture ? 'output capture' : 'no output capture'}
              </li>
              <li>Support: {plan.supportResponse}</li>
            </ul>
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <Link to="/billing/plans">Compare every limit and feature</Link>
        <span aria-hidden="true"> · </span>
        <Link to="/billing/usage-enforcement">What happens at a limit</Link>
      </p>
    </Section>
  );
}
