import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import InlineCode from '@site/src/components/InlineCode';
import {
  changelog,
  changelogEntryId,
  releasedComponents,
  type ChangeKind,
} from '@site/src/data/changelog';

import styles from './styles.module.css';
import ScrollableTable from '@site/src/components/ScrollableTable';
import TableHead from '@site/src/components/TableHead';

const kindLabels: Record<ChangeKind, string> = {
  added: 'Added',
  changed: 'Changed',
  fixed: 'Fixed',
  security: 'Security',
};

function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

interface ChangelogProps {
  /** Show only the releases of this calendar year. */
  year?: number;
}

/** The releases of `src/data/changelog.ts`, newest first, one card each with a stable anchor. */
export default function Changelog({year}: ChangelogProps): ReactNode {
  const entries = changelog.filter(
    (entry) => year === undefined || entry.date.startsWith(`${year}-`),
  );
  return (
    <ol className={styles.list}>
      {entries.map((entry) => {
        const id = changelogEntryId(entry);
        const component = releasedComponents[entry.component];
        return (
          <li key={id} id={id} className={styles.entry}>
            <div className={styles.meta}>
              <a className={styles.permalink} href={`#${id}`}>
                <time dateTime={entry.date}>{formatDate(entry.date)}</time>
              </a>
              <span className={styles.badge} data-component={entry.component}>
                {component.name} {entry.version}
              </span>
            </div>
            <div>
              <p className={styles.title}>{entry.title}</p>
              <ul className={styles.changes}>
                {entry.changes.map((change) => (
                  <li key={change.text}>
                    <span className={styles.kind} data-kind={change.kind}>
                      {kindLabels[change.kind]}
                    </span>
                    <span>
                      <InlineCode text={change.text} />
                    </span>
                  </li>
                ))}
              </ul>
              <Link to={entry.link} className={styles.more}>
                Read the docs
                <span className="visually-hidden"> for {entry.title}</span>
              </Link>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** A table with the latest version of each released component and how it is versioned. */
export function LatestVersions(): ReactNode {
  return (
    <ScrollableTable label="Latest version of each component">
      <table>
        <TableHead columns={['Component', 'Latest version', 'Released', 'How versions change']} />
        <tbody>
          {Object.entries(releasedComponents).map(([key, component]) => {
            const latest = changelog.find((entry) => entry.component === key);
            return (
              <tr key={key}>
                <td>
                  <Link to={component.docs}>{component.name}</Link>
                </td>
                <td>{latest && <a href={`#${changelogEntryId(latest)}`}>{latest.version}</a>}</td>
                <td>{latest && <time dateTime={latest.date}>{formatDate(latest.date)}</time>}</td>
                <td>{component.versioning}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollableTable>
  );
}
