/**
 * The part of "Your values" that every page loads (main bundle): where the values
 * are kept, and who is told when they change. The rule, the validation and the
 * DOM work are in engine.ts, loaded only when a value is stored or being set.
 *
 * The values are kept in localStorage under one key, on this device only; nothing
 * here makes a request. Other tabs of the site learn about a change through the
 * `storage` event (it never fires in the tab that wrote).
 */
export const storageKey = 'saturn.yourValues';

type Engine = typeof import('./engine');

let engine: Engine | undefined;
let loading: Promise<Engine> | undefined;
let version = 0;
const listeners = new Set<() => void>();

export function loadEngine(): Promise<Engine> {
  loading ??= import('./engine').then((module) => (engine = module));
  return loading;
}

/** The engine, once loaded: before that no value is set in this tab. */
export function currentEngine(): Engine | undefined {
  return engine;
}

/** Tells subscribers (the copy buttons) that the values changed. */
export function notify(): void {
  version += 1;
  listeners.forEach((listener) => listener());
}

/** Changes whenever the values do (a snapshot for useSyncExternalStore). */
export function getVersion(): number {
  return version;
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function refresh(): void {
  void loadEngine().then((loaded) => {
    loaded.reload();
    notify();
  });
}

/** Called once per page load, in the browser. */
export function start(): void {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(storageKey);
  } catch {
    // Storage can be disabled (privacy settings); the examples then keep their placeholders.
  }
  if (stored !== null) refresh();
  window.addEventListener('storage', (event) => {
    if (event.key === storageKey || event.key === null) refresh();
  });
}
