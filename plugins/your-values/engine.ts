/**
 * The values in this tab, and putting them into the page's code (loaded on demand
 * by store.ts: when a value is stored, or when the panel saves one).
 */
import {parseStoredValues, substitute, type YourValues} from '@site/src/lib/your-values';

import {applyValues, watchNewCode} from './apply';
import {notify, storageKey} from './changes';

export {substitute};

let values: YourValues | undefined;

function read(): YourValues {
  try {
    return parseStoredValues(window.localStorage.getItem(storageKey));
  } catch {
    return {};
  }
}

export function hasValues(some: YourValues): boolean {
  return Boolean(some.monitorId || some.apiBase);
}

export function getValues(): YourValues {
  values ??= read();
  return values;
}

function apply(): void {
  const current = getValues();
  applyValues(document, current);
  if (hasValues(current)) watchNewCode(getValues);
}

/** Reads the stored values again (page load, or a change in another tab) and applies them. */
export function reload(): void {
  values = read();
  apply();
}

/** Stores valid values (removes the key when none is set). Returns false when storage refused. */
export function save(next: YourValues): boolean {
  const kept: YourValues = {};
  if (next.monitorId) kept.monitorId = next.monitorId;
  if (next.apiBase) kept.apiBase = next.apiBase;
  let stored = true;
  try {
    if (hasValues(kept)) window.localStorage.setItem(storageKey, JSON.stringify(kept));
    else window.localStorage.removeItem(storageKey);
  } catch {
    stored = false;
  }
  values = kept;
  apply();
  notify();
  return stored;
}
