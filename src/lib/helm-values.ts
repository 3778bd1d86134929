/**
 * Flattens a Helm chart's values.schema.json into one row per value, keyed
 * by its dotted path (`injector.failurePolicy`). The Helm values reference
 * page renders these rows; tests compare them with the chart's values.yaml.
 * Pure TypeScript, no React.
 */

/** The subset of JSON Schema (draft-07) that the chart's values schema uses. */
export interface ValuesSchemaNode {
  type?: string | string[];
  description?: string;
  default?: unknown;
  enum?: readonly unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  format?: string;
  properties?: Record<string, ValuesSchemaNode>;
  items?: ValuesSchemaNode;
  additionalProperties?: boolean | ValuesSchemaNode;
}

export interface HelmValueRow {
  /** Dotted path of the value, e.g. `token.existingSecret`. */
  key: string;
  /** JSON Schema type, e.g. `string`, `integer`, `array of string`. */
  type: string;
  /** The default, as written in values.yaml. */
  default: unknown;
  description: string;
  /** Allowed values, when the schema restricts them with `enum`. */
  allowed?: readonly unknown[];
  minimum?: number;
  maximum?: number;
}

function typeName(node: ValuesSchemaNode): string {
  const base = Array.isArray(node.type) ? node.type.join(' or ') : (node.type ?? 'any');
  if (base === 'array' && node.items?.type && !Array.isArray(node.items.type)) {
    return `array of ${node.items.type}`;
  }
  return base;
}

/**
 * One row per leaf value: a value whose schema has no `properties` of its
 * own. Objects with properties (like `injector`) are walked, not listed;
 * free-form objects (like `injector.affinity`) are leaves. Rows keep the
 * schema's order, which is also the order of values.yaml.
 */
export function flattenValuesSchema(schema: ValuesSchemaNode, prefix = ''): HelmValueRow[] {
  const rows: HelmValueRow[] = [];
  for (const [name, node] of Object.entries(schema.properties ?? {})) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (node.properties) {
      rows.push(...flattenValuesSchema(node, key));
      continue;
    }
    const row: HelmValueRow = {
      key,
      type: typeName(node),
      default: node.default,
      description: node.description ?? '',
    };
    if (node.enum) row.allowed = node.enum;
    if (node.minimum !== undefined) row.minimum = node.minimum;
    if (node.maximum !== undefined) row.maximum = node.maximum;
    rows.push(row);
  }
  return rows;
}

/** The description of an object with properties, by dotted path (for section intros). */
export function groupDescriptions(schema: ValuesSchemaNode, prefix = ''): Record<string, string> {
  const groups: Record<string, string> = {};
  for (const [name, node] of Object.entries(schema.properties ?? {})) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (node.properties) {
      groups[key] = node.description ?? '';
      Object.assign(groups, groupDescriptions(node, key));
    }
  }
  return groups;
}

function yamlScalar(value: unknown): string {
  if (typeof value === 'string') {
    const ambiguous =
      /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(value) ||
      /^(true|false|null|yes|no|on|off|~)$/i.test(value) ||
      /^[-?:,[\]{}#&*!|>'"%@`]|: | #/.test(value);
    return value === '' || ambiguous ? JSON.stringify(value) : value;
  }
  return JSON.stringify(value);
}

function yamlFlow(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(yamlFlow).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, child]) => `${key}: ${yamlFlow(child)}`);
    return `{${entries.join(', ')}}`;
  }
  return yamlScalar(value);
}

/**
 * A default as a reader would write it in values.yaml, on one line: `""`,
 * `[]`, `{}`, `10m`, and YAML flow style for objects and arrays
 * (`{requests: {cpu: 10m}}`), which pastes into a values file as it is.
 */
export function formatDefault(value: unknown): string {
  if (value === undefined) return '(none)';
  if (typeof value === 'string') return value === '' ? '""' : value;
  return yamlFlow(value);
}

/** Reads the value at a dotted path of a parsed values file; `undefined` when absent. */
export function valueAt(values: unknown, key: string): unknown {
  let current: unknown = values;
  for (const part of key.split('.')) {
    if (current === null || typeof current !== 'object' || !(part in current)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}
