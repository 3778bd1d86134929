import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';

import {api, pingClient} from '../../src/data/facts';
import {sidecarOutputBound, sidecarOutputRedaction} from '../../src/data/kubernetes';
import {
  flattenValuesSchema,
  formatDefault,
  valueAt,
  type ValuesSchemaNode,
} from '../../src/lib/helm-values';

const chartDir = join(__dirname, '..', '..', 'charts', 'saturn-sidecar');
const schema = JSON.parse(
  readFileSync(join(chartDir, 'values.schema.json'), 'utf8'),
) as ValuesSchemaNode;
const values = yaml.load(readFileSync(join(chartDir, 'values.yaml'), 'utf8'));

function compile() {
  const ajv = new Ajv({allErrors: true, strict: false});
  addFormats(ajv);
  return ajv.compile(schema);
}

/** Every node of the schema below the root, with its dotted path. */
function everyNode(node: ValuesSchemaNode, prefix = ''): [string, ValuesSchemaNode][] {
  return Object.entries(node.properties ?? {}).flatMap(([name, child]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    return [[key, child] as [string, ValuesSchemaNode], ...everyNode(child, key)];
  });
}

describe('charts/saturn-sidecar/values.schema.json', () => {
  it('is a valid draft-07 schema that ajv compiles', () => {
    expect(() => compile()).not.toThrow();
  });

  it('gives every value a type and a description, and every leaf a default', () => {
    const problems: string[] = [];
    for (const [key, node] of everyNode(schema)) {
      if (!node.type) problems.push(`${key} has no "type"`);
      if (!node.description || node.description.length < 20) {
        problems.push(`${key} has no useful "description"`);
      }
      if (!node.properties && !('default' in node)) problems.push(`${key} has no "default"`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('takes the ping defaults and the output limit from facts.ts', () => {
    const rows = new Map(flattenValuesSchema(schema).map((row) => [row.key, row]));
    expect(rows.get('pingTimeoutSeconds')?.default).toBe(pingClient.timeoutSeconds);
    expect(rows.get('pingRetries')?.default).toBe(pingClient.retries);
    expect(rows.get('outputCapture.maxBytes')?.maximum).toBe(api.maxOutputBytes);
    expect(rows.get('outputCapture.maxBytes')?.default).toBe(api.maxOutputBytes);
  });

  it('bounds the output after redaction, in the order the sidecar page states once', () => {
    const description = flattenValuesSchema(schema).find(
      (row) => row.key === 'outputCapture.maxBytes',
    )?.description;
    expect(description).toContain(sidecarOutputBound);
    expect(sidecarOutputRedaction).toContain(sidecarOutputBound);
    // Cut first (the tail), redact, then drop whole lines: the order of redact() in src/lib.
    expect(description).toMatch(/keeps the tail .* redacts it, then drops whole lines/);
    expect(description).not.toMatch(/accepts at most|rejects/);
  });

  it('rejects values a reader could plausibly get wrong', () => {
    const validate = compile();
    const bad: [string, unknown][] = [
      ['unknown top-level key', {tokn: {existingSecret: 'x'}}],
      ['failurePolicy outside the enum', {injector: {failurePolicy: 'Retry'}}],
      ['maxBytes over the API limit', {outputCapture: {maxBytes: api.maxOutputBytes + 1}}],
      ['replicas as a string', {injector: {replicas: '2'}}],
      ['apiUrl with a trailing slash', {apiUrl: 'https://api.saturn.example/'}],
    ];
    for (const [label, candidate] of bad) {
      expect(validate(candidate), label).toBe(false);
    }
  });
});

describe('charts/saturn-sidecar/values.yaml', () => {
  it('validates against values.schema.json', () => {
    const validate = compile();
    const ok = validate(values);
    expect(ok, JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it('holds exactly the defaults of the schema, key for key', () => {
    const rows = flattenValuesSchema(schema);
    const mismatches = rows
      .filter((row) => JSON.stringify(valueAt(values, row.key)) !== JSON.stringify(row.default))
      .map(
        (row) =>
          `${row.key}: values.yaml has ${JSON.stringify(valueAt(values, row.key))}, schema default is ${JSON.stringify(row.default)}`,
      );
    expect(mismatches, mismatches.join('\n')).toEqual([]);
  });
});

describe('flattenValuesSchema', () => {
  it('flattens nested keys with dots and keeps free-form objects as leaves', () => {
    const rows = flattenValuesSchema({
      type: 'object',
      properties: {
        a: {type: 'object', description: 'group', properties: {b: {type: 'string', default: ''}}},
        c: {type: 'object', default: {}, description: 'free-form'},
        d: {type: 'array', items: {type: 'string'}, default: []},
      },
    });
    expect(rows.map((row) => [row.key, row.type])).toEqual([
      ['a.b', 'string'],
      ['c', 'object'],
      ['d', 'array of string'],
    ]);
  });

  it('formats defaults as one-line YAML that parses back to the default', () => {
    for (const row of flattenValuesSchema(schema)) {
      if (typeof row.default === 'string') continue;
      expect(yaml.load(formatDefault(row.default)), row.key).toEqual(row.default);
    }
    expect(formatDefault('')).toBe('""');
    expect(formatDefault([])).toBe('[]');
    expect(formatDefault({a: 1, b: {c: ['x', 'ALL']}})).toBe('{a: 1, b: {c: [x, ALL]}}');
    expect(formatDefault([{name: 'pull'}])).toBe('[{name: pull}]');
    expect(formatDefault({tag: '1.0', on: 'true'})).toBe('{tag: "1.0", on: "true"}');
    expect(formatDefault(10)).toBe('10');
  });
});
