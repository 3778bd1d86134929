/**
 * Reading the parsed OpenAPI document: local `$ref`s, examples, media types and types.
 * Pure functions shared by `data.ts` and `calls.ts`.
 */

/** A loosely typed OpenAPI node; the spec is checked by Redocly, not by TypeScript. */
export type Node = Record<string, unknown>;

export function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows a local `$ref` (`#/components/...`) until it reaches a real node. */
export function resolve(spec: Node, node: unknown): Node {
  let current = node;
  for (let hops = 0; isNode(current) && typeof current.$ref === 'string'; hops++) {
    if (hops > 20) throw new Error(`Circular $ref ${String(current.$ref)}`);
    const ref = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported, got ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((parent, key) => (isNode(parent) ? parent[key] : undefined), spec);
    if (current === undefined) throw new Error(`Unresolved $ref ${ref}`);
  }
  if (!isNode(current)) throw new Error('Expected an object in the OpenAPI document');
  return current;
}

/** The first example of a media type or parameter: `examples.*.value`, else `example`. */
export function firstExample(spec: Node, holder: Node | undefined): unknown {
  if (!holder) return undefined;
  if (isNode(holder.examples)) {
    const first = Object.values(holder.examples)[0];
    if (first !== undefined) return resolve(spec, first).value;
  }
  return holder.example;
}

/** The `application/json` media type of a request body or response. */
export function jsonContent(node: Node): Node | undefined {
  return isNode(node.content) && isNode(node.content['application/json'])
    ? node.content['application/json']
    : undefined;
}

/** The types a schema allows: its `type`, or `string` for a bare `enum`. */
export function typeList(schema: Node): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.enum)) return ['string'];
  return [];
}
