import type {ReactNode} from 'react';
import schemas from '@generated/saturn-openapi/default/schemas.json';

import InlineCode from '@site/src/components/InlineCode';
import {findSchema} from '../../openapi/api-data';
import type {FieldInfo} from '../../openapi/types';
import {constraintParts} from '@site/src/lib/inline-text';

import styles from '../api-table.module.css';
import ScrollableTable from '@site/src/components/ScrollableTable';
import DataTable, {type Column} from '@site/src/components/DataTable';

interface SchemaFieldsProps {
  /** A schema of openapi/openapi.yaml: Monitor, Incident, PingResponse, WebhookEvent, Error, ... */
  schema: string;
  /**
   * Names the table's scroll region; `Fields of <schema>` when absent. A page that shows the
   * same schema twice names each one after where it is, since two regions of a page must not
   * share a name.
   */
  label?: string;
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

const fieldColumns: Column<FieldInfo>[] = [
  {title: 'Field', cell: (field) => <code>{field.name}</code>},
  {title: 'Type', cell: (field) => field.type},
  {title: 'Required', cell: (field) => (field.required ? 'yes' : 'no')},
  {title: 'Nullable', cell: (field) => (field.nullable ? 'yes' : 'no')},
  {title: 'Values', cell: (field) => <Constraints constraints={field.constraints} />},
  {title: 'Description', cell: (field) => <InlineCode text={field.description} />},
];

export default function SchemaFields({schema, label}: SchemaFieldsProps): ReactNode {
  return (
    <ScrollableTable className={styles.wrapper} label={label ?? `Fields of ${schema}`}>
      <DataTable
        className={styles.table}
        caption={
          <caption className={styles.caption}>
            Fields of <code>{schema}</code>
          </caption>
        }
        rows={findSchema(schemas, schema)}
        rowKey={(field) => field.name}
        columns={fieldColumns}
      />
    </ScrollableTable>
  );
}
