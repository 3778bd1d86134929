/**
 * Shapes of the data generated from `openapi/openapi.yaml` at build time by
 * `plugins/api-reference` and read by the ApiExample, SchemaFields and
 * ErrorTable components. Pure types, no runtime code.
 */

/** Languages of the generated request samples, in tab order. */
export type SampleLanguage = 'bash' | 'javascript' | 'go' | 'php' | 'python';

export interface CodeSample {
  language: SampleLanguage;
  /** Tab label, e.g. "curl". */
  label: string;
  code: string;
}

export interface HeaderInfo {
  name: string;
  type: string;
  description: string;
  example?: unknown;
}

export interface ResponseInfo {
  /** HTTP status code as written in the spec, e.g. "200". */
  status: string;
  description: string;
  /** The response's first example, or null when it has no body. */
  example: unknown;
  headers: HeaderInfo[];
}

export interface OperationInfo {
  operationId: string;
  method: string;
  /** Path template, e.g. `/api/ping/{monitorId}/success`. */
  path: string;
  summary: string;
  description: string;
  /** True for ping calls: their samples never fail the job they watch. */
  isPing: boolean;
  /** The request body's example, or null when the operation takes no body. */
  requestExample: unknown;
  samples: CodeSample[];
  responses: ResponseInfo[];
}

export interface FieldInfo {
  /** Dotted path, e.g. `schedule.type`. */
  name: string;
  type: string;
  required: boolean;
  nullable: boolean;
  /** Enum values, bounds, formats and defaults in words, e.g. `0 to 100`. */
  constraints: string[];
  description: string;
}

/**
 * The signature of a webhook example, made with the example secret at the event's
 * `createdAt` over the example as compact JSON, so readers can check their code.
 */
export interface SignedWebhookExample {
  /** The `Saturn-Signature` header value for that body and timestamp. */
  header: string;
}

export interface WebhookInfo {
  event: string;
  /** Added by the build plugin (it needs node:crypto). */
  signed?: SignedWebhookExample;
  summary: string;
  description: string;
  example: unknown;
  headers: HeaderInfo[];
}

export interface ApiData {
  /** Base URL of the API used in every sample. */
  apiBase: string;
  /** Path of the downloadable OpenAPI file on this site. */
  specPath: string;
  operations: Record<string, OperationInfo>;
  /** The calls of `src/data/api-calls.ts`: an operation with query values of its own. */
  calls: Record<string, OperationExample>;
  schemas: Record<string, FieldInfo[]>;
  webhooks: Record<string, WebhookInfo>;
}

/** What `ApiExample` and the reference page's request example show of an operation. */
export interface OperationExample extends Pick<
  OperationInfo,
  'operationId' | 'method' | 'path' | 'summary' | 'requestExample'
> {
  samples: CodeSample[];
  /** The first 2xx response, or null when the operation has none. */
  success: ResponseInfo | null;
}

/** What `ErrorTable` shows of an operation: its 4xx and 5xx responses. */
export interface OperationErrors extends Pick<OperationInfo, 'operationId' | 'method' | 'path'> {
  errors: ResponseInfo[];
}

/**
 * The parts of `ApiData` the plugin writes as separate generated modules, one per kind of
 * component, so a page bundles only the data of the components it renders.
 */
export interface ApiDataParts {
  /** `examples.json`: ApiExample. */
  examples: {
    examples: Record<string, OperationExample>;
    calls: Record<string, OperationExample>;
  };
  /** `errors.json`: ErrorTable. */
  errors: {errors: Record<string, OperationErrors>};
  /** `schemas.json`: SchemaFields. */
  schemas: Pick<ApiData, 'schemas'>;
  /** `webhooks.json`: WebhookExample, WebhookTestRequest. */
  webhooks: Pick<ApiData, 'webhooks'>;
}
