/**
 * API calls that pages show with query values of their own, beside each operation's
 * default sample (which takes every parameter's example from openapi/openapi.yaml).
 * A page shows one with `<ApiExample call="resolvedIncidentsOfMonitor" />`.
 *
 * The API reference plugin generates their samples in every language at build time and
 * stops the build when a call names an unknown operation, parameter or response example,
 * gives a value its parameter's schema refuses, or names a response example that does
 * not match its query (a RESOLVED filter shown with an OPEN incident):
 * `plugins/api-reference/openapi/calls.ts`.
 */

/** A query value the reader sets in an environment variable, as `$SATURN_MONITOR_ID`. */
export const fromEnvironment = {fromEnvironment: true} as const;

export interface ApiCall {
  /** An operationId of openapi/openapi.yaml. */
  operation: string;
  /** Query parameters of the operation: a literal value, or `fromEnvironment`. */
  query: Readonly<Record<string, string | number | typeof fromEnvironment>>;
  /** The name of the success response's example that answers this query. */
  response: string;
  /** What the call returns, for the build's error messages and the tests. */
  purpose: string;
}

export const apiCalls = {
  openIncidents: {
    operation: 'listIncidents',
    query: {status: 'OPEN'},
    response: 'open',
    purpose: 'the OPEN incidents of every monitor',
  },
  resolvedIncidents: {
    operation: 'listIncidents',
    query: {status: 'RESOLVED'},
    response: 'resolved',
    purpose: 'the RESOLVED incidents of every monitor, which the history trim deletes',
  },
  resolvedIncidentsOfMonitor: {
    operation: 'listIncidents',
    query: {status: 'RESOLVED', monitorId: fromEnvironment},
    response: 'resolved',
    purpose: 'the RESOLVED incidents of one monitor, whose createdAt and resolvedAt give MTTR',
  },
} as const satisfies Record<string, ApiCall>;

export type ApiCallName = keyof typeof apiCalls;
