import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import InlineCode from '@site/src/components/InlineCode';
import {
  roadmap,
  roadmapStatuses,
  roadmapStatusLabels,
  roadmapStatusMeanings,
  type Horizon,
} from '@site/src/data/roadmap';

import styles from './styles.module.css';

/** The roadmap items of one horizon (now, next or later), as cards with their status. */
export default function Roadmap({horizon}: {horizon: Horizon}): ReactNode {
  return (
    <ul className={styles.list}>
      {roadmap
        .filter((item) => item.horizon === horizon)
        .map((item) => (
          <li key={item.id} id={item.id} className={styles.item}>
            <div className={styles.meta}>
              <span className={styles.status} data-status={item.status}>
                {roadmapStatusLabels[item.status]}
              </span>
              <span className={styles.area}>{item.area}</span>
            </div>
            <p className={styles.title}>
              <InlineCode text={item.title} />
            </p>
            <p className={styles.description}>
              <InlineCode text={item.description} />
            </p>
            <p className={styles.related}>
              Today: <Link to={item.related.to}>{item.related.label}</Link>
            </p>
          </li>
        ))}
    </ul>
  );
}

/** The meaning of each status, as a definition list. */
export function RoadmapLegend(): ReactNode {
  return (
    <dl className={styles.legend}>
      {roadmapStatuses.map((status) => (
        <div key={status}>
          <dt>
            <span className={styles.status} data-status={status}>
              {roadmapStatusLabels[status]}
            </span>
          </dt>
          <dd>{roadmapStatusMeanings[status]}</dd>
        </div>
      ))}
    </dl>
  );
}
