import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

import schema from '@site/charts/saturn-sidecar/values.schema.json';
import {flattenValuesSchema, formatDefault, type ValuesSchemaNode} from '@site/src/lib/helm-values';

import styles from './styles.module.css';
import ScrollableTable from '@site/src/components/ScrollableTable';

/** Renders `code` spans written with backticks in a schema description. */
function InlineCode({text}: {text: string}): ReactNode {
  return text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/** A dotted key that may wrap after each dot on narrow screens. */
function BreakableKey({dotted}: {dotted: string}): ReactNode {
  return dotted.split('.').map((part, index) => (
    <span key={index}>
      {index > 0 && (
        <>
          .<wbr />
        </>
      )}
      {part}
    </span>
  ));
}

function Constraints({
  allowed,
  minimum,
  maximum,
}: {
  allowed?: readonly unknown[];
  minimum?: number;
  maximum?: number;
}): ReactNode {
  const parts: ReactNode[] = [];
  if (allowed) {
    parts.push(
      <span key="allowed">
        Allowed:{' '}
        {allowed.map((value, index) => (
          <span key={String(value)}>
            {index > 0 && ', '}
            <code>{String(value)}</code>
          </span>
        ))}
        .
      </span>,
    );
  }
  if (minimum !== undefined && maximum !== undefined) {
    parts.push(<span key="range">{`Range: ${minimum} to ${maximum}.`}</span>);
  } else if (minimum !== undefined) {
    parts.push(<span key="range">{`Minimum: ${minimum}.`}</span>);
  } else if (maximum !== undefined) {
    parts.push(<span key="range">{`Maximum: ${maximum}.`}</span>);
  }
  if (parts.length === 0) return null;
  return <span className={styles.constraints}>{parts}</span>;
}

/**
 * The values reference of the saturn-sidecar chart, generated from
 * `charts/saturn-sidecar/values.schema.json` at build time: one row per value,
 * nested keys flattened with dots. Each row has an anchor named after its key
 * (`#injector.failurePolicy`) so other pages can link to a value.
 */
export default function HelmValuesTable(): ReactNode {
  const rows = flattenValuesSchema(schema as ValuesSchemaNode);
  const brokenLinks = useBrokenLinks();
  return (
    <ScrollableTable label="Helm chart values">
      <table className={styles.table} data-testid="helm-values-table">
        <thead>
          <tr>
            <th scope="col" className={styles.keyColumn}>
              Key and type
            </th>
            <th scope="col" className={styles.defaultColumn}>
              Default
            </th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            brokenLinks.collectAnchor(row.key);
            return (
              <tr key={row.key} id={row.key} className={styles.row}>
                <td>
                  <a href={`#${row.key}`} className={styles.key}>
                    <code>
                      <BreakableKey dotted={row.key} />
                    </code>
                  </a>
                  <span className={styles.type}>
                    <span className="visually-hidden">, type </span>
                    {row.type}
                  </span>
                </td>
                <td>
                  <code className={styles.default}>{formatDefault(row.default)}</code>
                </td>
                <td>
                  <InlineCode text={row.description} />{' '}
                  <Constraints allowed={row.allowed} minimum={row.minimum} maximum={row.maximum} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollableTable>
  );
}
