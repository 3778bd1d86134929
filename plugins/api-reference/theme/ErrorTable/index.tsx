import type {ReactNode} from 'react';
import errorsData from '@generated/saturn-openapi/default/errors.json';

import InlineCode from '@site/src/components/InlineCode';
import {findErrors, statusLine} from '../../openapi/api-data';

import styles from '../api-table.module.css';
import ScrollableTable from '@site/src/components/ScrollableTable';
import TableHead from '@site/src/components/TableHead';

interface ErrorTableProps {
  /** An operationId of openapi/openapi.yaml, e.g. `pingSuccess`. */
  operation: string;
}

/** The error responses of an API operation, generated from openapi/openapi.yaml. */
export default function ErrorTable({operation}: ErrorTableProps): ReactNode {
  const info = findErrors(errorsData, operation);
  const errors = info.errors;
  return (
    <ScrollableTable className={styles.wrapper} label={`Errors of ${info.method} ${info.path}`}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Errors of <code>{info.method}</code> <code>{info.path}</code>
        </caption>
        <TableHead columns={['Status', 'Meaning', 'Example body', 'Headers']} />
        <tbody>
          {errors.map((error) => (
            <tr key={error.status}>
              <td className={styles.status}>
                <code>{statusLine(error.status)}</code>
              </td>
              <td>
                <InlineCode text={error.description} />
              </td>
              <td>{error.example !== null ? <code>{JSON.stringify(error.example)}</code> : '-'}</td>
              <td>
                {error.headers.length > 0
                  ? error.headers.map((header) => (
                      <span key={header.name} className={styles.header}>
                        <code>{header.name}</code> ({header.type}):{' '}
                        <InlineCode text={header.description} />
                      </span>
                    ))
                  : '-'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}
