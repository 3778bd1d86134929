/** Milliseconds since the epoch of an ISO 8601 instant, e.g. `at('2027-03-14T07:00:00Z')`. */
export const at = (iso: string): number => Date.parse(iso);

/** The ISO 8601 instant of epoch milliseconds, without the `.000` of whole seconds. */
export const iso = (ms: number): string => new Date(ms).toISOString().replace('.000Z', 'Z');
