/**
 * The layout of the /api/reference page, read from the parsed OpenAPI document at
 * build time: its sections follow the document's `x-tagGroups` (tags of operations,
 * of webhooks, and of schemas), each with the anchor Redoc gave it, so links to the
 * page and the search index's anchors keep working. Descriptions are split into
 * paragraphs here; the page renders their `code` and [links](href) (inline.ts).
 * Samples, examples and field tables are not repeated: the page takes them from the
 * API data (`data.ts`) through the ApiExample, SchemaFields and ErrorTable components.
 * Pure functions, no I/O; unit-tested in tests/unit/api-reference.test.ts.
 */
import {constraintsOf, resolve, typeList, type Node} from './data';

/**
 * One paragraph of Markdown, its lines joined: text with `code` and [links](href),
 * which the page splits with `richParts` (inline.ts).
 */
export type Paragraph = string;

export interface ReferenceParameter {
  name: string;
  in: string;
  required: boolean;
  type: string;
  constraints: string[];
  description: Paragraph[];
  example?: string;
}

export interface ReferenceResponse {
  status: string;
  description: Paragraph[];
  /** The named schema of the JSON body, or null when there is none. */
  schema: string | null;
  headers: string[];
}

export interface ReferenceOperation {
  kind: 'operation' | 'webhook';
  /** The anchor: `tag/{tag}/operation/{operationId}`, as Redoc wrote it. */
  id: string;
  operationId: string;
  /** `POST` for every webhook. */
  method: string;
  /** The path template, or the event name of a webhook. */
  path: string;
  summary: string;
  description: Paragraph[];
  /** Names of the security schemes that apply. */
  security: string[];
  parameters: ReferenceParameter[];
  requestBody: {schema: string | null; required: boolean} | null;
  responses: ReferenceResponse[];
}

export interface ReferenceSchema {
  /** `tag/{Schema}`, as Redoc wrote it. */
  id: string;
  name: string;
  description: Paragraph[];
}

export interface ReferenceTag {
  id: string;
  name: string;
  description: Paragraph[];
  operations: ReferenceOperation[];
}

export interface ReferenceGroup {
  name: string;
  /** Tags of operations or webhooks (one h2 each), or schemas (one h2 for the group). */
  kind: 'tags' | 'schemas';
  id: string;
  tags: ReferenceTag[];
  schemas: ReferenceSchema[];
}

export interface ReferenceSecurityScheme {
  /** `section/Authentication/{name}`, as Redoc wrote it. */
  id: string;
  name: string;
  title: string;
  description: Paragraph[];
}

export interface ReferenceSection {
  /** `section/{Title}`, as Redoc wrote it. */
  id: string;
  title: string;
  paragraphs: Paragraph[];
  /** True for the section where the document asks for `<SecurityDefinitions />`. */
  securitySchemes: boolean;
}

export interface TocEntry {
  /** HTML, as Docusaurus's table of contents expects. */
  value: string;
  id: string;
  level: 2 | 3;
}

export interface ReferenceModel {
  title: string;
  version: string;
  summary: string;
  intro: Paragraph[];
  sections: ReferenceSection[];
  servers: {url: string; description: string}[];
  securitySchemes: ReferenceSecurityScheme[];
  groups: ReferenceGroup[];
  /** Where the OpenAPI file is served on this site. */
  specPath: string;
  toc: TocEntry[];
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function refName(node: unknown): string | null {
  return isNode(node) && typeof node.$ref === 'string'
    ? (node.$ref.split('/').pop() ?? null)
    : null;
}

/** Markdown paragraphs (separated by blank lines), each with its lines joined. */
export function paragraphs(source: string): Paragraph[] {
  return source
    .split(/\n\s*\n/)
    .map((block) => block.trim().replace(/\s+/g, ' '))
    .filter((block) => block !== '');
}

const securityDefinitionsTag = '<SecurityDefinitions />';

/** Splits `info.description` at its `# Heading` lines: the intro, then one section per heading. */
export function descriptionSections(source: string): {
  intro: Paragraph[];
  sections: ReferenceSection[];
} {
  const [introText = '', ...rest] = source.split(/^# /m);
  const sections = rest.map((chunk) => {
    const newline = chunk.indexOf('\n');
    const title = (newline === -1 ? chunk : chunk.slice(0, newline)).trim();
    const body = newline === -1 ? '' : chunk.slice(newline + 1);
    return {
      id: `section/${title}`,
      title,
      paragraphs: paragraphs(body.replace(securityDefinitionsTag, '')),
      securitySchemes: body.includes(securityDefinitionsTag),
    };
  });
  if (!sections.some((section) => section.securitySchemes)) {
    sections.push({
      id: 'section/Authentication',
      title: 'Authentication',
      paragraphs: [],
      securitySchemes: true,
    });
  }
  return {intro: paragraphs(introText), sections};
}

function schemeTitle(scheme: Node): string {
  if (scheme.type === 'http' && text(scheme.scheme).toLowerCase() === 'bearer') {
    return 'Bearer token';
  }
  if (scheme.type === 'http') return `HTTP ${text(scheme.scheme)} authentication`;
  if (scheme.type === 'apiKey') return `${text(scheme.name)} ${text(scheme.in)}`;
  return text(scheme.type);
}

function jsonSchemaName(spec: Node, holder: Node): string | null {
  const content = isNode(holder.content) ? holder.content['application/json'] : undefined;
  return isNode(content) ? refName(content.schema) : null;
}

function parameterOf(spec: Node, raw: unknown): ReferenceParameter {
  const parameter = resolve(spec, raw);
  const schema = isNode(parameter.schema) ? resolve(spec, parameter.schema) : {};
  const types = typeList(schema).filter((type) => type !== 'null');
  return {
    name: text(parameter.name),
    in: text(parameter.in),
    required: parameter.required === true,
    type: types.join(' or ') || 'string',
    constraints: constraintsOf(schema),
    description: paragraphs(text(parameter.description)),
    ...(parameter.example !== undefined ? {example: String(parameter.example)} : {}),
  };
}

function operationOf(
  spec: Node,
  kind: ReferenceOperation['kind'],
  method: string,
  path: string,
  operation: Node,
  pathItem: Node,
): ReferenceOperation {
  const tag = Array.isArray(operation.tags) ? String(operation.tags[0]) : 'default';
  const operationId = text(operation.operationId);
  const security = (Array.isArray(operation.security) ? operation.security : spec.security) ?? [];
  const body = isNode(operation.requestBody) ? resolve(spec, operation.requestBody) : null;
  const responses = isNode(operation.responses) ? operation.responses : {};
  return {
    kind,
    id: `tag/${tag}/operation/${operationId}`,
    operationId,
    method: method.toUpperCase(),
    path,
    summary: text(operation.summary),
    description: paragraphs(text(operation.description)),
    security: (security as unknown[]).filter(isNode).flatMap((entry) => Object.keys(entry)),
    parameters: [
      ...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []),
      ...(Array.isArray(operation.parameters) ? operation.parameters : []),
    ].map((parameter) => parameterOf(spec, parameter)),
    requestBody: body
      ? {schema: jsonSchemaName(spec, body), required: body.required === true}
      : null,
    responses: Object.entries(responses).map(([status, raw]) => {
      const response = resolve(spec, raw);
      return {
        status,
        description: paragraphs(text(response.description)),
        schema: jsonSchemaName(spec, response),
        headers: Object.keys(isNode(response.headers) ? response.headers : {}),
      };
    }),
  };
}

const httpMethods = ['get', 'put', 'post', 'delete', 'patch'] as const;

function operationsByTag(spec: Node): Map<string, ReferenceOperation[]> {
  const byTag = new Map<string, ReferenceOperation[]>();
  const add = (operation: ReferenceOperation) => {
    const tag = operation.id.split('/')[1]!;
    byTag.set(tag, [...(byTag.get(tag) ?? []), operation]);
  };
  const groups: [ReferenceOperation['kind'], unknown][] = [
    ['operation', spec.paths],
    ['webhook', spec.webhooks],
  ];
  for (const [kind, group] of groups) {
    for (const [where, rawItem] of Object.entries(isNode(group) ? group : {})) {
      const item = resolve(spec, rawItem);
      for (const method of httpMethods) {
        if (isNode(item[method])) add(operationOf(spec, kind, method, where, item[method], item));
      }
    }
  }
  return byTag;
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function tocOf(model: Omit<ReferenceModel, 'toc'>): TocEntry[] {
  const toc: TocEntry[] = [];
  const entry = (value: string, id: string, level: 2 | 3) =>
    toc.push({value: escapeHtml(value), id, level});
  for (const section of model.sections) {
    entry(section.title, section.id, 2);
    if (section.securitySchemes) {
      for (const scheme of model.securitySchemes) entry(scheme.title, scheme.id, 3);
    }
  }
  for (const group of model.groups) {
    if (group.kind === 'schemas') {
      entry(group.name, group.id, 2);
      for (const schema of group.schemas) entry(schema.name, schema.id, 3);
      continue;
    }
    for (const tag of group.tags) {
      entry(tag.name, tag.id, 2);
      for (const operation of tag.operations) entry(operation.summary, operation.id, 3);
    }
  }
  return toc;
}

/** Builds the page's model; `apiBase` replaces the document's first server URL. */
export function buildReference(
  spec: Node,
  options: {apiBase: string; specPath: string},
): ReferenceModel {
  const info = isNode(spec.info) ? spec.info : {};
  const {intro, sections} = descriptionSections(text(info.description));
  const components = isNode(spec.components) ? spec.components : {};
  const schemes = isNode(components.securitySchemes) ? components.securitySchemes : {};
  const schemas = isNode(components.schemas) ? components.schemas : {};
  const tags = new Map(
    (Array.isArray(spec.tags) ? spec.tags : []).filter(isNode).map((tag) => [text(tag.name), tag]),
  );
  const operations = operationsByTag(spec);
  const tagGroups = Array.isArray(spec['x-tagGroups'])
    ? spec['x-tagGroups'].filter(isNode)
    : [{name: 'Endpoints', tags: [...tags.keys()]}];

  const groups = tagGroups.map((group): ReferenceGroup => {
    const names = Array.isArray(group.tags) ? group.tags.map(String) : [];
    const schemaOf = (name: string) =>
      /schemaRef="#\/components\/schemas\/([^"]+)"/.exec(text(tags.get(name)?.description))?.[1];
    const isSchemas = names.length > 0 && names.every((name) => schemaOf(name) !== undefined);
    const groupName = text(group.name);
    return {
      name: groupName,
      kind: isSchemas ? 'schemas' : 'tags',
      id: `group/${groupName}`,
      tags: isSchemas
        ? []
        : names.map((name) => ({
            id: `tag/${name}`,
            name,
            description: paragraphs(text(tags.get(name)?.description)),
            operations: operations.get(name) ?? [],
          })),
      schemas: isSchemas
        ? names.map((name) => {
            const schemaName = schemaOf(name)!;
            const schema = isNode(schemas[schemaName]) ? schemas[schemaName] : {};
            return {
              id: `tag/${name}`,
              name: schemaName,
              description: paragraphs(text(schema.description)),
            };
          })
        : [],
    };
  });

  const servers = (Array.isArray(spec.servers) ? spec.servers : [])
    .filter(isNode)
    .map((server, index) => ({
      url: index === 0 ? options.apiBase : text(server.url),
      description: text(server.description),
    }));

  const model: Omit<ReferenceModel, 'toc'> = {
    title: text(info.title),
    version: text(info.version),
    summary: text(info.summary),
    intro,
    sections,
    servers,
    securitySchemes: Object.entries(schemes).map(([name, raw]) => {
      const scheme = resolve(spec, raw);
      return {
        id: `section/Authentication/${name}`,
        name,
        title: schemeTitle(scheme),
        description: paragraphs(text(scheme.description)),
      };
    }),
    groups,
    specPath: options.specPath,
  };
  return {...model, toc: tocOf(model)};
}

/**
 * What the reference page needs to hydrate (`reference-outline.json`): its title, the table of
 * contents and where each operation and webhook is. The rest of the model (descriptions,
 * parameters, responses, schemes) renders only in parts the page keeps as the server wrote
 * them, so it is loaded with those parts' code, when the browser renders them.
 */
export interface ReferenceOutline extends Pick<
  ReferenceModel,
  'title' | 'version' | 'summary' | 'toc'
> {
  sections: Pick<ReferenceSection, 'id'>[];
  groups: (Pick<ReferenceGroup, 'id' | 'kind'> & {
    tags: (Pick<ReferenceTag, 'id'> & {
      operations: Pick<ReferenceOperation, 'kind' | 'id' | 'operationId' | 'path'>[];
    })[];
  })[];
}

export function referenceOutline(model: ReferenceModel): ReferenceOutline {
  const {title, version, summary, toc} = model;
  return {
    title,
    version,
    summary,
    toc,
    sections: model.sections.map(({id}) => ({id})),
    groups: model.groups.map(({id, kind, tags}) => ({
      id,
      kind,
      tags: tags.map((tag) => ({
        id: tag.id,
        operations: tag.operations.map(({kind, id, operationId, path}) => ({
          kind,
          id,
          operationId,
          path,
        })),
      })),
    })),
  };
}
