import type {ReactNode} from 'react';
import apiData from '@generated/saturn-openapi/default/api-data.json';

import InlineCode from '@site/src/components/InlineCode';
import {findSchema} from '@site/plugins/api-reference/openapi/api-data';
import {constraintParts} from '@site/plugins/api-reference/openapi/inline';

import styles from '@site/src/css/api-table.module.css';
import ScrollableTable from '@site/src/components/ScrollableTable';
import TableHead from '@site/src/components/TableHead';

interface SchemaFieldsProps {
  /** A schema of openapi/openapi.yaml: Monitor, Incident, PingResponse, WebhookEvent, Error, ... */
  schema: string;
}

/** The fields of an API schema as a table, generated from openapi/openapi.yaml. */
/** A field's constraints (`format: uuid`, `one of: A, B`), each value as code; `-` when none. */
export function Constraints({constraints}: {constraints: readonly string[]}): ReactNode {
  if (constraints.length === 0) return '-';
  return constraints.map((constraint) => {
    const {label, values} = constraintParts(constraint);
    return (
      <span key={constraint} className={styles.constraint}>
        {label}{' '}
        {values.map((value, index) => (
          <span key={value}>
            {index > 0 && ', '}
            <code>{value}</code>
          </span>
        ))}
      </span>
    );
  });
}

export default function SchemaFields({schema}: SchemaFieldsProps): ReactNode {
  const fields = findSchema(apiData, schema);
  return (
    <ScrollableTable className={styles.wrapper} label={`Fields of ${schema}`}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Fields of <code>{schema}</code>
        </caption>
        <TableHead columns={['Field', 'Type', 'Required', 'Nullable', 'Values', 'Description']} />
        <tbody>
          {fields.map((field) => (
            <tr key={field.name}>
              <td>
                <code>{field.name}</code>
              </td>
              <td>{field.type}</td>
              <td>{field.required ? 'yes' : 'no'}</td>
              <td>{field.nullable ? 'yes' : 'no'}</td>
              <td>
                <Constraints constraints={field.constraints} />
              </td>
              <td>
                <InlineCode text={field.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}
