/**
 * One labelled input of an interactive tool, with its hint. The input points at the hint, and
 * at the tool's error list (`errorId`) while it is invalid. `ToolFields` draws a tool's fields
 * from a list.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';

import styles from '@site/src/css/tool.module.css';
import type {ToolFormState} from '@site/src/hooks/useToolForm';

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

/** A field as a tool lists it: what it says and how it is drawn, not its value. */
export interface ToolFieldSpec<K extends string> {
  /** Names the field's value and ends its id: `${toolId}-${key}`. */
  key: K;
  label: ReactNode;
  hint: ReactNode;
  rows?: number;
  inputMode?: Props['inputMode'];
  wide?: boolean;
}

/** A message about input a tool cannot use, and the field it is about. */
export interface ToolFieldError<K extends string> {
  field: K;
  message: string;
}

interface ToolFieldsProps<K extends string> {
  form: ToolFormState<K>;
  fields: readonly ToolFieldSpec<K>[];
  /** The tool's messages; a field with one is invalid. */
  errors: readonly ToolFieldError<K>[];
  /** The error list the fields point at, when it is not the form's `errorId`. */
  errorId?: string;
}

/** The listed fields of a tool, in order, each a `ToolField` wired to the form's texts and errors. */
export function ToolFields<K extends string>({
  form,
  fields,
  errors,
  errorId = form.errorId,
}: ToolFieldsProps<K>): ReactNode {
  return fields.map(({key, ...field}) => (
    <ToolField
      key={key}
      id={`${form.id}-${key}`}
      {...field}
      value={form.values[key]}
      invalid={errors.some((error) => error.field === key)}
      errorId={errorId}
      onChange={(value) => form.setValue(key, value)}
    />
  ));
}
