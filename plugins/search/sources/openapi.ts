/**
 * The API reference as a page of the search index (build time, Node), read from
 * openapi/openapi.yaml rather than from its HTML: one section per tag, operation, webhook and
 * schema, anchored where /api/reference renders it (`#tag/{tag}/operation/{operationId}`,
 * `#tag/{schema}`; tests/unit/api-reference.test.ts checks that each anchor exists).
 */
import type {SourcePage, SourceSection} from '../engine/build';

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Text of an OpenAPI node: names, summaries, descriptions and enum values, refs followed. */
function collectText(spec: Node, node: unknown, out: string[], depth = 0, seen = new Set()): void {
  if (depth > 6 || node === null || node === undefined) return;
  if (typeof node === 'string') return;
  if (Array.isArray(node)) {
    for (const item of node) collectText(spec, item, out, depth + 1, seen);
    return;
  }
  if (!isNode(node)) return;
  if (typeof node.$ref === 'string') {
    if (seen.has(node.$ref)) return;
    seen.add(node.$ref);
    const target = node.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((value, key) => (isNode(value) ? value[key] : undefined), spec);
    collectText(spec, target, out, depth + 1, seen);
    return;
  }
  for (const key of ['name', 'summary', 'description', 'title']) {
    if (typeof node[key] === 'string') out.push(node[key]);
  }
  if (Array.isArray(node.enum)) out.push(node.enum.map(String).join(', '));
  for (const [key, value] of Object.entries(node)) {
    if (key === 'example' || key === 'examples' || key === 'x-codeSamples') continue;
    if ((key === 'properties' || key === 'headers') && isNode(value)) {
      for (const [name, property] of Object.entries(value)) {
        out.push(name);
        collectText(spec, property, out, depth + 1, seen);
      }
      continue;
    }
    if (isNode(value) || Array.isArray(value)) collectText(spec, value, out, depth + 1, seen);
  }
}

function clean(text: string): string {
  return text
    .replace(/<[^>]+>/g, ' ')
    .replace(/[`*]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The API reference page, one section per operation, webhook and schema. */
export function pageFromOpenApi(spec: Node, url = '/api/reference'): SourcePage {
  const info = isNode(spec.info) ? spec.info : {};
  const title = typeof info.title === 'string' ? `${info.title} reference` : 'API reference';
  const sections: SourceSection[] = [
    {
      anchor: '',
      heading: title,
      text: clean(`${String(info.summary ?? '')} ${String(info.description ?? '')}`),
    },
  ];
  const tags = Array.isArray(spec.tags) ? spec.tags.filter(isNode) : [];
  for (const tag of tags) {
    const name = String(tag.name);
    const description = String(tag.description ?? '');
    const schemaRef = /schemaRef="([^"]+)"/.exec(description)?.[1];
    if (schemaRef) {
      const out: string[] = [];
      collectText(spec, {$ref: schemaRef}, out);
      sections.push({
        anchor: `#tag/${name}`,
        heading: `${String(tag['x-displayName'] ?? name)} schema`,
        text: clean(out.join('. ')),
      });
    } else {
      sections.push({anchor: `#tag/${name}`, heading: name, text: clean(description)});
    }
  }
  const operations = (group: unknown, kind: 'path' | 'webhook') => {
    if (!isNode(group)) return;
    for (const [where, item] of Object.entries(group)) {
      if (!isNode(item)) continue;
      for (const [method, operation] of Object.entries(item)) {
        if (!isNode(operation) || typeof operation.operationId !== 'string') continue;
        const tag = Array.isArray(operation.tags) ? String(operation.tags[0]) : 'default';
        const out: string[] = [
          kind === 'path' ? `${method.toUpperCase()} ${where}` : `webhook event ${where}`,
          operation.operationId,
        ];
        collectText(spec, operation, out);
        sections.push({
          anchor: `#tag/${tag}/operation/${operation.operationId}`,
          heading: String(operation.summary ?? operation.operationId),
          text: clean(out.join('. ')),
        });
      }
    }
  };
  operations(spec.paths, 'path');
  operations(spec.webhooks, 'webhook');
  return {url, title, breadcrumb: ['API'], description: 'API reference, OpenAPI', sections};
}
