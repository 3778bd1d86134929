import type {ReactNode} from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';

interface ScrollableTableProps {
  /** Names the region for screen readers, e.g. the table's caption. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * Wraps a wide table so it scrolls sideways on small screens. The region is
 * focusable and named, so keyboard users can scroll it too (WCAG 2.1.1).
 */
export default function ScrollableTable({
  label,
  className,
  children,
}: ScrollableTableProps): ReactNode {
  return (
    <div className={clsx(styles.scroll, className)} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
