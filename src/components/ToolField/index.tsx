/**
 * One labelled input of an interactive tool, with its hint. The input points at the hint, and
 * at the tool's error list (`errorId`) while it is invalid.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';

import styles from '@site/src/css/tool.module.css';

interface Props {
  id: string;
  label: ReactNode;
  hint: ReactNode;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  errorId: string;
  /** A textarea with this many rows instead of a one-line input. */
  rows?: number;
  inputMode?: 'decimal' | 'numeric' | 'text';
  /** Spans the whole row of the tool's grid. */
  wide?: boolean;
}

export default function ToolField({
  id,
  label,
  hint,
  value,
  onChange,
  invalid,
  errorId,
  rows,
  inputMode,
  wide = false,
}: Props): ReactNode {
  const control = {
    id,
    className: styles.input,
    value,
    'aria-invalid': invalid || undefined,
    'aria-describedby': `${id}-hint${invalid ? ` ${errorId}` : ''}`,
  };
  return (
    <div className={clsx(styles.field, wide && styles.wide)}>
      <label htmlFor={id}>{label}</label>
      {rows === undefined ? (
        <input
          {...control}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <textarea
          {...control}
          rows={rows}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <span id={`${id}-hint`} className={styles.hint}>
        {hint}
      </span>
    </div>
  );
}
