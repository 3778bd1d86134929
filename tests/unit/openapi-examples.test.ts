/**
 * Every example in openapi/openapi.yaml validates against its schema with Ajv
 * (JSON Schema 2020-12, the dialect of OpenAPI 3.1) and ajv-formats. The
 * examples are what readers copy and what the generated samples send, so a
 * wrong one is a documentation bug.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {describe, expect, it} from 'vitest';

import {resolve, type Node} from '../../plugins/api-reference/openapi/data';
import {featureReleases} from '../../src/data/releases';
import {loadSpec} from '../helpers/openapi-spec';

const spec = loadSpec();
const ajv = new Ajv2020({strict: false, allErrors: true});
addFormats(ajv);
// Refs like `#/components/schemas/Monitor` resolve inside this document.
ajv.addSchema({$id: 'saturn-openapi', components: spec.components}, 'saturn-openapi');

interface Case {
  where: string;
  schema: unknown;
  value: unknown;
}

/** Rewrites local refs so they point into the registered document. */
function anchored(schema: unknown): unknown {
  return JSON.parse(
    JSON.stringify(schema).replace(/"\$ref":"#\//g, '"$ref":"saturn-openapi#/'),
  ) as unknown;
}

function mediaCases(where: string, holder: Node | undefined): Case[] {
  const content = holder?.content as Record<string, Node> | undefined;
  const media = content?.['application/json'];
  if (!media) return [];
  const examples = Object.entries((media.examples ?? {}) as Record<string, Node>).map(
    ([name, example]) => ({
      where: `${where} example "${name}"`,
      schema: media.schema,
      value: resolve(spec, example).value,
    }),
  );
  if (media.example !== undefined)
    examples.push({where: `${where} example`, schema: media.schema, value: media.example});
  return examples;
}

function operationCases(where: string, operation: Node): Case[] {
  const cases: Case[] = [];
  for (const raw of (operation.parameters ?? []) as Node[]) {
    const parameter = resolve(spec, raw);
    if (parameter.example !== undefined) {
      cases.push({
        where: `${where} parameter ${String(parameter.name)}`,
        schema: parameter.schema,
        value: parameter.example,
      });
    }
  }
  if (operation.requestBody)
    cases.push(...mediaCases(`${where} request`, resolve(spec, operation.requestBody)));
  for (const [status, raw] of Object.entries((operation.responses ?? {}) as Record<string, Node>)) {
    const response = resolve(spec, raw);
    cases.push(...mediaCases(`${where} ${status}`, response));
    for (const [name, header] of Object.entries((response.headers ?? {}) as Record<string, Node>)) {
      const resolved = resolve(spec, header);
      if (resolved.example !== undefined) {
        cases.push({
          where: `${where} ${status} header ${name}`,
          schema: resolved.schema,
          value: resolved.example,
        });
      }
    }
  }
  return cases;
}

function schemaCases(where: string, schema: Node): Case[] {
  const cases: Case[] = ((schema.examples ?? []) as unknown[]).map((value, index) => ({
    where: `${where} examples[${index}]`,
    schema,
    value,
  }));
  for (const [name, property] of Object.entries(
    (schema.properties ?? {}) as Record<string, Node>,
  )) {
    cases.push(...schemaCases(`${where}.${name}`, property));
  }
  return cases;
}

const cases: Case[] = [];
for (const [path, item] of Object.entries(spec.paths as Record<string, Node>)) {
  for (const [method, operation] of Object.entries(item)) {
    cases.push(...operationCases(`${method.toUpperCase()} ${path}`, operation as Node));
  }
}
for (const [event, item] of Object.entries(spec.webhooks as Record<string, Node>)) {
  cases.push(...operationCases(`webhook ${event}`, item.post as Node));
}
for (const [name, schema] of Object.entries(
  (spec.components as Node).schemas as Record<string, Node>,
)) {
  cases.push(...schemaCases(name, schema));
}

describe('examples in openapi.yaml', () => {
  it('covers a request example for every operation with a body and a response example for every response', () => {
    expect(cases.length).toBeGreaterThan(40);
  });

  it.each(cases.map((c) => [c.where, c] as const))(
    '%s validates against its schema',
    (_where, c) => {
      const validate = ajv.compile(anchored(c.schema) as object);
      const ok = validate(c.value);
      expect(ok, ajv.errorsText(validate.errors)).toBe(true);
    },
  );

  it('rejects an example that breaks the schema, so the check can fail', () => {
    const validate = ajv.compile(anchored({$ref: '#/components/schemas/Monitor'}) as object);
    expect(validate({id: 'mon_8f3k2j5h1q', name: 'x', healthScore: 101})).toBe(false);
  });
});

/** Every date and time in a value, with where it is (ISO 8601, as the examples write them). */
function timestamps(value: unknown, where: string): {where: string; at: string}[] {
  if (typeof value === 'string') {
    return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? [{where, at: value}] : [];
  }
  if (Array.isArray(value))
    return value.flatMap((item, index) => timestamps(item, `${where}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => timestamps(item, `${where}.${key}`));
  }
  return [];
}

describe('dates in the examples of openapi.yaml (featureReleases in src/data/releases.ts)', () => {
  const dated = cases.flatMap((c) => timestamps(c.value, c.where));

  it('finds the dates of the examples, so the checks below can fail', () => {
    expect(dated.length).toBeGreaterThan(20);
  });

  it('dates no example before the first release of the API', () => {
    const early = dated.filter(({at}) => at.slice(0, 10) < featureReleases.apiV1);
    expect(early, 'examples dated before API v1').toEqual([]);
  });

  it('dates no monitor event before the release that added monitor events', () => {
    const monitorEvents = cases.filter(
      (c) =>
        /^webhook monitor\./.test(c.where) &&
        /^monitor\./.test(String((c.value as {event?: unknown} | null)?.event)),
    );
    expect(monitorEvents.length).toBeGreaterThanOrEqual(3);
    for (const c of monitorEvents) {
      const event = c.value as {createdAt: string; data: {createdAt: string}};
      expect(event.createdAt.slice(0, 10) >= featureReleases.monitorWebhookEvents, c.where).toBe(
        true,
      );
      // A monitor.created event is sent when the monitor is created.
      if (/monitor\.created/.test(c.where)) {
        expect(event.data.createdAt <= event.createdAt, c.where).toBe(true);
        expect(event.data.createdAt.slice(0, 10) >= featureReleases.monitorWebhookEvents).toBe(
          true,
        );
      }
    }
  });
});
