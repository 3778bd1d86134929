/**
 * Lookups into the generated API data, with errors that name what exists, so a
 * typo in `<ApiExample operation="..." />` fails the build with a clear message.
 */
import type {
  ApiData,
  ApiDataParts,
  FieldInfo,
  OperationErrors,
  OperationExample,
  OperationInfo,
  WebhookInfo,
} from './types';

function find<T>(kind: string, record: Record<string, T>, name: string): T {
  const found = record[name];
  if (!found) {
    throw new Error(`Unknown ${kind} "${name}". Known: ${Object.keys(record).join(', ')}.`);
  }
  return found;
}

/** An operation of the whole API data (build and tests). */
export function findOperation(
  data: Pick<ApiData, 'operations'>,
  operationId: string,
): OperationInfo {
  return find('operation', data.operations, operationId);
}

/** An operation's samples and success response (`examples.json`). */
export function findExample(data: ApiDataParts['examples'], operationId: string): OperationExample {
  return find('operation', data.examples, operationId);
}

/** A call of `src/data/api-calls.ts`: its samples and the response that answers it (`examples.json`). */
export function findCall(data: ApiDataParts['examples'], name: string): OperationExample {
  return find('API call (src/data/api-calls.ts)', data.calls, name);
}

/** An operation's error responses (`errors.json`). */
export function findErrors(data: ApiDataParts['errors'], operationId: string): OperationErrors {
  return find('operation', data.errors, operationId);
}

/** A schema's fields (`schemas.json`, or the whole API data). */
export function findSchema(data: Pick<ApiData, 'schemas'>, schema: string): FieldInfo[] {
  return find('schema', data.schemas, schema);
}

/** A webhook event (`webhooks.json`, or the whole API data). */
export function findWebhook(data: Pick<ApiData, 'webhooks'>, event: string): WebhookInfo {
  return find('webhook event', data.webhooks, event);
}

const reasons: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '204': 'No Content',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '409': 'Conflict',
  '422': 'Unprocessable Content',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
};

/** `429` -> `429 Too Many Requests`; OpenAPI's `default` -> `Any other status`. */
export function statusLine(status: string): string {
  if (status === 'default') return 'Any other status';
  const reason = reasons[status];
  return reason ? `${status} ${reason}` : status;
}

/** Pretty JSON for display. */
export function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
