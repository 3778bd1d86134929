/** The header row of a data table: one column header (`scope="col"`) per name. */
import type {ReactNode} from 'react';

export default function TableHead({columns}: {columns: readonly ReactNode[]}): ReactNode {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          <th key={index} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
