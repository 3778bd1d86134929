/**
 * A result table of an interactive tool: captioned, with a header row, and scrolling sideways
 * inside its own box when it is wider than the page.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';

import tool from '@site/src/css/tool.module.css';
import TableHead from '@site/src/components/TableHead';

interface Props {
  caption: ReactNode;
  columns: readonly ReactNode[];
  /** Added to the table's class, for the tool's own column styles. */
  className?: string;
  /** The rows. */
  children: ReactNode;
}

export default function ToolTable({caption, columns, className, children}: Props): ReactNode {
  return (
    <div className={tool.tableWrap}>
      <table className={clsx(tool.table, className)}>
        <caption>{caption}</caption>
        <TableHead columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
