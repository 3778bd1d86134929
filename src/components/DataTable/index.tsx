/**
 * A table of records: one row per record, one cell per column, each cell drawn by its column.
 * The header row is `TableHead`.
 */
import type {ReactNode} from 'react';

import TableHead from '@site/src/components/TableHead';

export interface Column<T> {
  title: ReactNode;
  /** `index` counts rows from 0. */
  cell: (row: T, index: number) => ReactNode;
}

interface Props<T> {
  rows: readonly T[];
  /** A value no other row has: React's key for the row. */
  rowKey: (row: T) => string | number;
  columns: readonly Column<T>[];
  className?: string;
  /** A `<caption>` element, drawn before the header row. */
  caption?: ReactNode;
  rowClassName?: (row: T) => string | undefined;
  /** What the one row says when there are no rows; without it, the body is empty. */
  empty?: ReactNode;
}

export default function DataTable<T>({
  rows,
  rowKey,
  columns,
  className,
  caption,
  rowClassName,
  empty,
}: Props<T>): ReactNode {
  return (
    <table className={className}>
      {caption}
      <TableHead columns={columns.map((column) => column.title)} />
      <tbody>
        {rows.length === 0 && empty !== undefined && (
          <tr>
            <td colSpan={columns.length}>{empty}</td>
          </tr>
        )}
        {rows.map((row, rowIndex) => (
          <tr key={rowKey(row)} className={rowClassName?.(row)}>
            {columns.map((column, index) => (
              <td key={index}>{column.cell(row, rowIndex)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
