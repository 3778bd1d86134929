/**
 * A labelled one-line input for code (a cron expression, a time zone name, a date), with an
 * optional hint and the field's own error under it; the input points at both. Code is neither
 * spell-checked nor autocompleted.
 */
import type {ComponentProps, ReactNode} from 'react';

import styles from '@site/src/css/tool.module.css';

/**
 * The length a cron expression input takes: more than the 256 characters Saturn accepts
 * (`cronMaxLength`), so a longer expression is not cut silently and the parser says what is
 * wrong with it.
 */
export const cronInputMaxLength = 2000;

interface Props extends Omit<
  ComponentProps<'input'>,
  'id' | 'className' | 'value' | 'onChange' | 'children'
> {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Under the input, with the id `${id}-help`. */
  hint?: ReactNode;
  /** What is wrong with the value, last in the field, with the id `${id}-error`. */
  error?: string | null;
  /** Between the hint and the error: a suggestion list, a button that fills the field. */
  children?: ReactNode;
}

export default function ToolCodeField({
  id,
  label,
  type,
  value,
  onChange,
  hint,
  error,
  children,
  ...rest
}: Props): ReactNode {
  const describedBy = [hint && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={`${styles.input} ${styles.code}`}
        type={type}
        value={value}
        spellCheck={false}
        autoComplete="off"
        {...rest}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p className={styles.hint} id={`${id}-help`}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p className={styles.fieldError} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
