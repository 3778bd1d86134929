/**
 * Lookups into the generated API data, with errors that name what exists, so a
 * typo in `<ApiExample operation="..." />` fails the build with a clear message.
 */
import type {ApiData, FieldInfo, OperationInfo, WebhookInfo} from './types';

function unknown(kind: string, name: string, known: string[]): Error {
  return new Error(`Unknown ${kind} "${name}". Known: ${known.join(', ')}.`);
}

export function findOperation(data: ApiData, operationId: string): OperationInfo {
  const found = data.operations[operationId];
  if (!found) throw unknown('operation', operationId, Object.keys(data.operations));
  return found;
}

export function findSchema(data: ApiData, schema: string): FieldInfo[] {
  const found = data.schemas[schema];
  if (!found) throw unknown('schema', schema, Object.keys(data.schemas));
  return found;
}

export function findWebhook(data: ApiData, event: string): WebhookInfo {
  const found = data.webhooks[event];
  if (!found) throw unknown('webhook event', event, Object.keys(data.webhooks));
  return found;
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

/** `429` -> `429 Too Many Requests`. */
export function statusLine(status: string): string {
  const reason = reasons[status];
  return reason ? `${status} ${reason}` : status;
}

/** Pretty JSON for display. */
export function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
