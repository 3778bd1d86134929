import {useCallback, useState} from 'react';

/** The ids and field texts of one interactive tool, as `ToolSection` and `ToolFields` take them. */
export interface ToolFormState<K extends string> {
  /** The tool's name: `ToolSection`'s id, and the start of every field's id. */
  id: string;
  /** The id of the tool's error list (`ToolErrors`), which invalid fields point at. */
  errorId: string;
  /** The text of each field, by field name. */
  values: Record<K, string>;
  setValue: (key: K, value: string) => void;
  /** Replaces every text at once (restore an example, clear the form). */
  setValues: (values: Record<K, string>) => void;
}

/**
 * `name` is the tool's id, fixed rather than from `useId()`, so a field's id and the
 * `aria-describedby` that names its hint read the same in the HTML, in tests and in links.
 * One tool of a kind per page.
 */
export function useToolForm<K extends string>(
  name: string,
  initial: Record<K, string> | (() => Record<K, string>),
): ToolFormState<K> {
  const id = name;
  const [values, setValues] = useState(initial);
  const setValue = useCallback(
    (key: K, value: string) => setValues((current) => ({...current, [key]: value})),
    [],
  );
  return {id, errorId: `${id}-errors`, values, setValue, setValues};
}
