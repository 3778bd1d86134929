/**
 * The reader's values in the browser: kept in localStorage under one key, on this
 * device only; nothing here makes a request. Other tabs of the site learn about a
 * change through the `storage` event. Read defensively: a stored value that is no
 * longer valid (edited by hand, or by an older site) is ignored.
 */
import {parseStoredValues, type YourValues} from '@site/src/lib/your-values';

export const storageKey = 'saturn.yourValues';

const empty: YourValues = {};
let current: YourValues | undefined;
const listeners = new Set<() => void>();

function read(): YourValues {
  try {
    return parseStoredValues(window.localStorage.getItem(storageKey));
  } catch {
    // Storage can be disabled (privacy settings); the examples then keep their placeholders.
    return empty;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** The current values (the same object until they change, for useSyncExternalStore). */
export function getValues(): YourValues {
  current ??= read();
  return current;
}

/** The server and the first (hydrating) render always show the placeholders. */
export function getServerValues(): YourValues {
  return empty;
}

export function hasValues(values: YourValues): boolean {
  return Boolean(values.monitorId || values.apiBase);
}

/** Stores the values (removes the key when none is set). Returns false when storage refused. */
export function saveValues(values: YourValues): boolean {
  const next: YourValues = {};
  if (values.monitorId) next.monitorId = values.monitorId;
  if (values.apiBase) next.apiBase = values.apiBase;
  let stored = true;
  try {
    if (hasValues(next)) window.localStorage.setItem(storageKey, JSON.stringify(next));
    else window.localStorage.removeItem(storageKey);
  } catch {
    stored = false;
  }
  current = hasValues(next) ? next : empty;
  notify();
  return stored;
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Follows changes made in other tabs (a `storage` event never fires in the tab that wrote). */
export function followOtherTabs(): void {
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKey && event.key !== null) return;
    current = read();
    notify();
  });
}
