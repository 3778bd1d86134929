import type {ReactNode} from 'react';

import type {Table} from '@site/src/lib/worked-examples/table';
import styles from './styles.module.css';
import ScrollableTable from '@site/src/components/ScrollableTable';
import TableHead from '@site/src/components/TableHead';

/**
 * A worked-example table computed in `src/lib/worked-examples/`. Pages
 * render these instead of typing numbers, so a page cannot drift from the maths.
 */
export default function MathTable({caption, columns, rows}: Table): ReactNode {
  return (
    <ScrollableTable label={caption}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <TableHead columns={columns} />
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={c} className={typeof cell === 'number' ? styles.number : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}
