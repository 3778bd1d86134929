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
                {field.constraints.length > 0
                  ? field.constraints.map((constraint) => {
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
                    })
                  : '-'}
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
