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
 * `name` is the tool's id, fixed rather than from `useId()`: the server renders the page with
 * React, and a build with SATURN_PREACT=1 hydrates it with Preact, whose `useId()` gives other ids. Preact keeps
 * the server's attributes while hydrating and writes only those that change later, so an
 * `aria-describedby` rewritten after an error would name Preact's id for a hint that still
 * carries React's. One tool of a kind per page.
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
