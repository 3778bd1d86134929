/**
 * The part of "Your values" that every page loads (main bundle): it loads the engine when
 * values are stored, and follows changes made in other tabs. The rule, the validation and
 * the DOM work are in engine.ts, loaded only when a value is stored or being set.
 *
 * Nothing here makes a request. Other tabs of the site learn about a change through the
 * `storage` event (it never fires in the tab that wrote).
 */
import {notify, storageKey} from './changes';

export {getVersion, subscribe} from './changes';

type Engine = typeof import('./engine');

let engine: Engine | undefined;
let loading: Promise<Engine> | undefined;

export function loadEngine(): Promise<Engine> {
  loading ??= import('./engine').then((module) => (engine = module));
  return loading;
}

/** The engine, once loaded: before that no value is set in this tab. */
export function currentEngine(): Engine | undefined {
  return engine;
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
