/**
 * Where the values are kept, and who is told when they change: the part that both the
 * main bundle's store.ts and the engine loaded on demand need. The values are kept in
 * localStorage under one key, on this device only (`siteBrowserStorage` in
 * src/data/company.ts lists it for /legal/cookies).
 */
export const storageKey = 'saturn.yourValues';

let version = 0;
const listeners = new Set<() => void>();

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
