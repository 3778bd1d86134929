/**
 * The API calls pages ask for with query values of their own (`src/data/api-calls.ts`):
 * each one's samples in every language and the response example that answers it.
 * Everything is checked against openapi.yaml first, so a call the API would refuse, or
 * an answer that does not match the question, stops the build with a message naming
 * the call. Pure functions; unit-tested in tests/unit/openapi-calls.test.ts.
 */
import type {ApiCall} from '../../../src/data/api-calls';
import {firstExample, isNode, jsonContent, resolve, typeList, type Node} from './nodes';
import {allSamples, envVariableFor, urlParts} from './samples';
import type {OperationExample} from './types';

/** What the samples need: the API base URL and the ping client's timeout and retries. */
export interface SampleOptions {
  apiBase: string;
  timeoutSeconds: number;
  retries: number;
  /** Pause before each retry, in seconds (one per retry); a longer Retry-After replaces it. */
  backoffSeconds: readonly number[];
}

const httpMethods = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface FoundOperation {
  path: string;
  method: string;
  operation: Node;
  parameters: Node[];
}

function findOperation(spec: Node, operationId: string): FoundOperation | undefined {
  const paths = isNode(spec.paths) ? spec.paths : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = resolve(spec, rawItem);
    for (const method of httpMethods) {
      const operation = item[method];
      if (!isNode(operation) || operation.operationId !== operationId) continue;
      const parameters = [
        ...(Array.isArray(item.parameters) ? item.parameters : []),
        ...(Array.isArray(operation.parameters) ? operation.parameters : []),
      ].map((parameter) => resolve(spec, parameter));
      return {path, method, operation, parameters};
    }
  }
  return undefined;
}

/** Why a literal does not fit a parameter's schema, or null when it does. */
export function valueProblem(
  spec: Node,
  schemaNode: unknown,
  value: string | number,
): string | null {
  if (!isNode(schemaNode)) return null;
  const schema = resolve(spec, schemaNode);
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) {
    return `must be one of ${schema.enum.map(String).join(', ')}`;
  }
  const types = typeList(schema);
  if (types.includes('integer') && !(typeof value === 'number' && Number.isInteger(value))) {
    return 'must be an integer';
  }
  if (types.includes('number') && typeof value !== 'number') return 'must be a number';
  if (types.includes('string') && typeof value !== 'string') return 'must be a string';
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) {
      return `must be at least ${schema.minimum}`;
    }
    if (typeof schema.maximum === 'number' && value > schema.maximum) {
      return `must be at most ${schema.maximum}`;
    }
  }
  if (
    typeof value === 'string' &&
    typeof schema.pattern === 'string' &&
    !new RegExp(schema.pattern, 'u').test(value)
  ) {
    return `must match ${schema.pattern}`;
  }
  return null;
}

/**
 * Every object in `value` that has a property `name`, with that property's value: the
 * incidents of an incident list, for the query parameter `status`.
 */
function propertyValues(value: unknown, name: string): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => propertyValues(item, name));
  if (!isNode(value)) return [];
  return [
    ...(name in value ? [value[name]] : []),
    ...Object.values(value).flatMap((item) => propertyValues(item, name)),
  ];
}

/** The samples and the matching success response of one call; throws on any mismatch. */
export function callExample(
  spec: Node,
  name: string,
  call: ApiCall,
  options: SampleOptions,
): OperationExample {
  const where = `API call "${name}" (${call.purpose})`;
  const found = findOperation(spec, call.operation);
  if (!found) throw new Error(`${where}: openapi.yaml has no operation "${call.operation}".`);
  const queryParameters = found.parameters.filter((parameter) => parameter.in === 'query');
  const query: {name: string; value: string | {env: string}}[] = [];
  for (const [parameterName, value] of Object.entries(call.query)) {
    const parameter = queryParameters.find((candidate) => candidate.name === parameterName);
    if (!parameter) {
      throw new Error(
        `${where}: ${call.operation} has no query parameter "${parameterName}". Its query parameters: ${queryParameters.map((p) => String(p.name)).join(', ')}.`,
      );
    }
    if (typeof value === 'object') {
      query.push({name: parameterName, value: {env: envVariableFor(parameterName)}});
      continue;
    }
    const problem = valueProblem(spec, parameter.schema, value);
    if (problem) throw new Error(`${where}: ${parameterName}=${String(value)}: ${problem}.`);
    query.push({name: parameterName, value: String(value)});
  }

  const responses = isNode(found.operation.responses) ? found.operation.responses : {};
  const successStatus = Object.keys(responses).find((status) => status.startsWith('2'));
  if (!successStatus) throw new Error(`${where}: ${call.operation} has no 2xx response.`);
  const success = resolve(spec, responses[successStatus]);
  const content = isNode(success.content) ? success.content['application/json'] : undefined;
  const examples = isNode(content) && isNode(content.examples) ? content.examples : {};
  if (!isNode(examples[call.response])) {
    throw new Error(
      `${where}: the ${successStatus} response of ${call.operation} has no example "${call.response}". Its examples: ${Object.keys(examples).join(', ') || 'none'}.`,
    );
  }
  const example = resolve(spec, examples[call.response]).value;

  // The answer must fit the question: every object of the example that carries a
  // filtered field holds the filtered value (for an ID from the environment, the
  // parameter's own example, the ID the reader's variable stands for).
  for (const [parameterName, value] of Object.entries(call.query)) {
    const parameter = queryParameters.find((candidate) => candidate.name === parameterName)!;
    const expected = typeof value === 'object' ? firstExample(spec, parameter) : value;
    const values = propertyValues(example, parameterName);
    const wrong = values.filter((found) => found !== expected);
    if (wrong.length > 0) {
      throw new Error(
        `${where}: the example "${call.response}" has ${parameterName} ${wrong.map(String).join(', ')}, but the call asks for ${String(expected)}.`,
      );
    }
  }

  const body = isNode(found.operation.requestBody)
    ? firstExample(spec, jsonContent(resolve(spec, found.operation.requestBody)))
    : undefined;
  const method = found.method.toUpperCase();
  const tags = Array.isArray(found.operation.tags) ? (found.operation.tags as string[]) : [];
  return {
    operationId: call.operation,
    method,
    path: found.path,
    summary: typeof found.operation.summary === 'string' ? found.operation.summary.trim() : '',
    requestExample: body === undefined ? null : body,
    samples: allSamples({
      method,
      url: urlParts(options.apiBase, found.path, query),
      body,
      isPing: tags.includes('Pings'),
      timeoutSeconds: options.timeoutSeconds,
      retries: options.retries,
      backoffSeconds: options.backoffSeconds,
    }),
    success: {
      status: successStatus,
      description: typeof success.description === 'string' ? success.description.trim() : '',
      example,
      headers: [],
    },
  };
}

/** The examples of every call, by name. */
export function buildCalls(
  spec: Node,
  calls: Readonly<Record<string, ApiCall>>,
  options: SampleOptions,
): Record<string, OperationExample> {
  return Object.fromEntries(
    Object.entries(calls).map(([name, call]) => [name, callExample(spec, name, call, options)]),
  );
}
