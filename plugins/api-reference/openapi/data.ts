/**
 * Turns the parsed OpenAPI document into the data the API components render:
 * each operation's samples, request and response examples and errors, each
 * schema's fields, and each webhook's payload. Pure functions, no I/O; the
 * Docusaurus plugin in `plugins/api-reference` loads the YAML and calls
 * `buildApiData`. Unit-tested in tests/unit/openapi-data.test.ts.
 */
import type {ApiCall} from '../../../src/data/api-calls';
import {buildCalls, type SampleOptions} from './calls';
import {firstExample, isNode, jsonContent, resolve, typeList, type Node} from './nodes';
import {allSamples, urlParts, envVariableFor} from './samples';
import type {
  ApiData,
  ApiDataParts,
  FieldInfo,
  HeaderInfo,
  OperationInfo,
  ResponseInfo,
  WebhookInfo,
} from './types';

export interface BuildOptions extends SampleOptions {
  specPath: string;
  /** The calls pages show with query values of their own (`src/data/api-calls.ts`). */
  calls?: Readonly<Record<string, ApiCall>>;
}

export {firstExample, resolve, typeList, type Node};

const httpMethods = ['get', 'put', 'post', 'delete', 'patch'] as const;

function refName(node: unknown): string | undefined {
  return isNode(node) && typeof node.$ref === 'string' ? node.$ref.split('/').pop() : undefined;
}

// --- schema description ------------------------------------------------------

/** Merges `allOf` parts into one schema (later parts win, required lists add up). */
function merged(spec: Node, schema: Node): Node {
  const own = resolve(spec, schema);
  if (!Array.isArray(own.allOf)) return own;
  const result: Node = {...own, properties: {}, required: []};
  delete result.allOf;
  for (const part of own.allOf) {
    const piece = merged(spec, resolve(spec, part));
    for (const [key, value] of Object.entries(piece)) {
      if (key === 'properties' && isNode(value)) {
        const properties = result.properties as Node;
        for (const [name, prop] of Object.entries(value)) {
          properties[name] = isNode(properties[name])
            ? {...resolve(spec, properties[name]), ...(prop as Node)}
            : prop;
        }
      } else if (key === 'required' && Array.isArray(value)) {
        (result.required as string[]).push(...(value as string[]));
      } else if (!(key in own)) {
        result[key] = value;
      }
    }
  }
  return result;
}

/** Enum values, bounds, formats and defaults of a schema, in words. */
export function constraintsOf(schema: Node): string[] {
  const out: string[] = [];
  if (Array.isArray(schema.enum)) out.push(`one of ${schema.enum.map(String).join(', ')}`);
  if (schema.const !== undefined) out.push(`always ${String(schema.const)}`);
  const min = schema.minimum as number | undefined;
  const max = schema.maximum as number | undefined;
  if (min !== undefined && max !== undefined) out.push(`${min} to ${max}`);
  else if (min !== undefined) out.push(`at least ${min}`);
  else if (max !== undefined) out.push(`at most ${max}`);
  if (schema.minLength !== undefined && schema.minLength !== 0)
    out.push(`at least ${String(schema.minLength)} characters`);
  if (schema.maxLength !== undefined) out.push(`at most ${String(schema.maxLength)} characters`);
  if (typeof schema.pattern === 'string') out.push(`pattern ${schema.pattern}`);
  if (typeof schema.format === 'string') out.push(`format ${schema.format}`);
  if (schema.default !== undefined) out.push(`default ${JSON.stringify(schema.default)}`);
  return out;
}

function firstSentence(text: unknown): string {
  return typeof text === 'string' ? text.trim().replace(/\s+/g, ' ') : '';
}

/**
 * Lists the fields of a schema. Object-valued fields that reference a named
 * schema with properties (e.g. `schedule`) are expanded as `schedule.type`, ...
 */
export function schemaFields(spec: Node, schemaName: string): FieldInfo[] {
  const components = isNode(spec.components) ? spec.components : {};
  const schemas = isNode(components.schemas) ? components.schemas : {};
  if (!isNode(schemas[schemaName])) throw new Error(`Unknown schema "${schemaName}"`);
  return fieldsOf(spec, schemas[schemaName], '');
}

function fieldsOf(spec: Node, schemaNode: Node, prefix: string): FieldInfo[] {
  const schema = merged(spec, schemaNode);
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const properties = isNode(schema.properties) ? schema.properties : {};
  const rows: FieldInfo[] = [];
  for (const [name, raw] of Object.entries(properties)) {
    const propertyNode = raw as Node;
    const target = merged(spec, propertyNode);
    const types = typeList(target);
    const nullable = types.includes('null');
    const baseTypes = types.filter((type) => type !== 'null');
    let type = baseTypes.join(' or ') || 'any';
    const named = refName(propertyNode);
    if (Array.isArray(target.oneOf) || Array.isArray(target.anyOf)) {
      const options = (target.oneOf ?? target.anyOf) as unknown[];
      type = options
        .map((option) => refName(option) ?? typeList(resolve(spec, option))[0])
        .join(' or ');
    } else if (baseTypes[0] === 'array') {
      const items = target.items;
      type = `array of ${refName(items) ?? typeList(resolve(spec, items ?? {}))[0] ?? 'any'}`;
    } else if (baseTypes[0] === 'object' && !isNode(target.properties)) {
      type = 'object (free-form)';
    } else if (baseTypes[0] === 'object' && named) {
      type = `object (${named})`;
    }
    rows.push({
      name: prefix + name,
      type,
      required: required.has(name),
      nullable,
      constraints: constraintsOf(target),
      description: firstSentence(propertyNode.description ?? target.description),
    });
    if (baseTypes[0] === 'object' && isNode(target.properties)) {
      rows.push(...fieldsOf(spec, target, `${prefix}${name}.`));
    }
  }
  return rows;
}

// --- operations --------------------------------------------------------------------

function headersOf(spec: Node, response: Node): HeaderInfo[] {
  if (!isNode(response.headers)) return [];
  return Object.entries(response.headers).map(([name, raw]) => {
    const header = resolve(spec, raw);
    const schema = isNode(header.schema) ? resolve(spec, header.schema) : {};
    return {
      name,
      type: typeList(schema).join(' or ') || 'string',
      description: firstSentence(header.description),
      example: header.example,
    };
  });
}

function responsesOf(spec: Node, operation: Node): ResponseInfo[] {
  const responses = isNode(operation.responses) ? operation.responses : {};
  return Object.entries(responses).map(([status, raw]) => {
    const response = resolve(spec, raw);
    const example = firstExample(spec, jsonContent(response));
    return {
      status,
      description: firstSentence(response.description),
      example: example === undefined ? null : example,
      headers: headersOf(spec, response),
    };
  });
}

function operationInfo(
  spec: Node,
  path: string,
  method: string,
  operation: Node,
  pathItem: Node,
  options: BuildOptions,
): OperationInfo {
  const parameters = [
    ...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []),
    ...(Array.isArray(operation.parameters) ? operation.parameters : []),
  ].map((parameter) => resolve(spec, parameter));
  const query = parameters
    .filter((parameter) => parameter.in === 'query' && parameter.example !== undefined)
    .map((parameter) => {
      const name = String(parameter.name);
      const value = /Id$/.test(name) ? {env: envVariableFor(name)} : String(parameter.example);
      return {name, value};
    });
  const body = isNode(operation.requestBody)
    ? firstExample(spec, jsonContent(resolve(spec, operation.requestBody)))
    : undefined;
  const tags = Array.isArray(operation.tags) ? (operation.tags as string[]) : [];
  const isPing = tags.includes('Pings');
  const operationId = String(operation.operationId);
  return {
    operationId,
    method: method.toUpperCase(),
    path,
    summary: firstSentence(operation.summary),
    description: firstSentence(operation.description),
    isPing,
    requestExample: body === undefined ? null : body,
    samples: allSamples({
      method: method.toUpperCase(),
      url: urlParts(options.apiBase, path, query),
      body,
      isPing,
      timeoutSeconds: options.timeoutSeconds,
      retries: options.retries,
      backoffSeconds: options.backoffSeconds,
    }),
    responses: responsesOf(spec, operation),
  };
}

function webhookInfo(spec: Node, event: string, pathItem: Node): WebhookInfo {
  const operation = resolve(spec, pathItem.post);
  const parameters = (Array.isArray(operation.parameters) ? operation.parameters : []).map(
    (parameter) => resolve(spec, parameter),
  );
  const body = isNode(operation.requestBody)
    ? firstExample(spec, jsonContent(resolve(spec, operation.requestBody)))
    : undefined;
  return {
    event,
    summary: firstSentence(operation.summary),
    description: firstSentence(operation.description),
    example: body ?? null,
    headers: parameters
      .filter((parameter) => parameter.in === 'header')
      .map((parameter) => ({
        name: String(parameter.name),
        type:
          typeList(isNode(parameter.schema) ? resolve(spec, parameter.schema) : {})[0] ?? 'string',
        description: firstSentence(parameter.description),
        example: parameter.example,
      })),
  };
}

/** Builds everything the API components render from the parsed OpenAPI document. */
export function buildApiData(spec: Node, options: BuildOptions): ApiData {
  const operations: Record<string, OperationInfo> = {};
  const paths = isNode(spec.paths) ? spec.paths : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const pathItem = resolve(spec, rawItem);
    for (const method of httpMethods) {
      if (!isNode(pathItem[method])) continue;
      const info = operationInfo(spec, path, method, pathItem[method], pathItem, options);
      operations[info.operationId] = info;
    }
  }
  const components = isNode(spec.components) ? spec.components : {};
  const schemas: Record<string, FieldInfo[]> = {};
  for (const name of Object.keys(isNode(components.schemas) ? components.schemas : {})) {
    schemas[name] = schemaFields(spec, name);
  }
  const webhooks: Record<string, WebhookInfo> = {};
  for (const [event, item] of Object.entries(isNode(spec.webhooks) ? spec.webhooks : {})) {
    webhooks[event] = webhookInfo(spec, event, resolve(spec, item));
  }
  const calls = buildCalls(spec, options.calls ?? {}, options);
  return {
    apiBase: options.apiBase,
    specPath: options.specPath,
    operations,
    calls,
    schemas,
    webhooks,
  };
}

/** Splits the API data into the modules the components import (`ApiDataParts`). */
export function splitApiData(data: ApiData): ApiDataParts {
  const examples: ApiDataParts['examples']['examples'] = {};
  const errors: ApiDataParts['errors']['errors'] = {};
  for (const [id, info] of Object.entries(data.operations)) {
    const {operationId, method, path, summary, requestExample, samples, responses} = info;
    examples[id] = {
      operationId,
      method,
      path,
      summary,
      requestExample,
      samples,
      success: responses.find((response) => response.status.startsWith('2')) ?? null,
    };
    errors[id] = {
      operationId,
      method,
      path,
      errors: responses.filter((response) => /^[45]/.test(response.status)),
    };
  }
  return {
    examples: {examples, calls: data.calls},
    errors: {errors},
    schemas: {schemas: data.schemas},
    webhooks: {webhooks: data.webhooks},
  };
}
