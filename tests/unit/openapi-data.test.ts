/** The field tables, error tables and served file generated from openapi.yaml. */
import fs from 'node:fs';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';

import {buildApiData, splitApiData} from '../../plugins/api-reference/openapi/data';
import {
  findErrors,
  findExample,
  findOperation,
  findSchema,
  findWebhook,
  statusLine,
} from '../../plugins/api-reference/openapi/api-data';
import {constraintParts, inlineParts} from '../../src/lib/inline-text';
import {servedSpecText} from '../../plugins/api-reference/openapi/served';
import {api} from '../../src/data/facts';
import {loadSpec, specFile} from '../helpers/openapi-spec';

const data = buildApiData(loadSpec(), {
  apiBase: 'https://api.example.test',
  specPath: '/openapi.yaml',
  timeoutSeconds: 10,
  retries: 3,
  backoffSeconds: [1, 2, 4],
});

describe('schema field tables', () => {
  it('lists every Monitor field, expanding the schedule', () => {
    const fields = findSchema(data, 'Monitor');
    expect(fields.map((f) => f.name)).toEqual([
      'id',
      'name',
      'schedule',
      'schedule.type',
      'schedule.expression',
      'schedule.timezone',
      'status',
      'healthScore',
      'createdAt',
    ]);
    const healthScore = fields.find((f) => f.name === 'healthScore')!;
    expect(healthScore).toMatchObject({type: 'integer', required: true, nullable: false});
    expect(healthScore.constraints).toContain(`${api.healthScore.min} to ${api.healthScore.max}`);
    expect(fields.find((f) => f.name === 'status')!.constraints[0]).toBe(
      'one of OK, LATE, MISSED, FAILING, DISABLED',
    );
  });

  it('marks nullable Incident timestamps and the free-form details', () => {
    const fields = findSchema(data, 'Incident');
    expect(fields.find((f) => f.name === 'acknowledgedAt')).toMatchObject({
      nullable: true,
      required: true,
    });
    expect(fields.find((f) => f.name === 'resolvedAt')).toMatchObject({nullable: true});
    expect(fields.find((f) => f.name === 'details')!.type).toBe('object (free-form)');
  });

  it('describes WebhookEvent data as an Incident or a Monitor', () => {
    const fields = findSchema(data, 'WebhookEvent');
    expect(fields.find((f) => f.name === 'data')!.type).toBe('Incident or Monitor');
  });

  it('fails with the known names on a typo', () => {
    expect(() => findSchema(data, 'Monitors')).toThrow(/Known: .*Monitor/);
    expect(() => findOperation(data, 'ping')).toThrow(/pingSuccess/);
  });
});

describe('error tables', () => {
  it('lists 401, 404 and 429 with Retry-After for pings', () => {
    const errors = findOperation(data, 'pingSuccess').responses.filter((r) => r.status >= '400');
    expect(errors.map((r) => [r.status, r.example])).toEqual([
      ['401', {error: 'Invalid token'}],
      ['404', {error: 'Monitor not found'}],
      ['429', {error: 'Rate limit exceeded'}],
    ]);
    expect(errors[2]!.headers).toEqual([
      expect.objectContaining({name: 'Retry-After', type: 'integer'}),
    ]);
    expect(statusLine('429')).toBe('429 Too Many Requests');
    expect(statusLine('default')).toBe('Any other status');
  });

  it('answers 404 Incident not found on incident actions', () => {
    const notFound = findOperation(data, 'resolveIncident').responses.find(
      (r) => r.status === '404',
    );
    expect(notFound?.example).toEqual({error: 'Incident not found'});
  });
});

describe('the generated modules, one per kind of component', () => {
  const parts = splitApiData(data);

  it('gives each operation its samples, request example and first 2xx response', () => {
    for (const [id, info] of Object.entries(data.operations)) {
      const example = findExample(parts.examples, id);
      expect(example.samples).toEqual(info.samples);
      expect(example.requestExample).toEqual(info.requestExample);
      expect(example.success?.status).toMatch(/^2/);
      expect(example.success).toEqual(info.responses.find((r) => r.status.startsWith('2')));
    }
  });

  it('gives each operation its 4xx and 5xx responses, and nothing else', () => {
    for (const [id, info] of Object.entries(data.operations)) {
      const {errors} = findErrors(parts.errors, id);
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.map((r) => r.status)).toEqual(
        info.responses.map((r) => r.status).filter((status) => /^[45]/.test(status)),
      );
    }
  });

  it("holds every schema and webhook, and no part holds another part's data", () => {
    expect(findSchema(parts.schemas, 'Monitor')).toBe(findSchema(data, 'Monitor'));
    expect(findWebhook(parts.webhooks, 'incident.opened').signed).toBe(
      findWebhook(data, 'incident.opened').signed,
    );
    expect(Object.keys(parts.examples)).toEqual(['examples', 'calls']);
    expect(Object.keys(parts.errors)).toEqual(['errors']);
    expect(Object.keys(parts.schemas)).toEqual(['schemas']);
    expect(Object.keys(parts.webhooks)).toEqual(['webhooks']);
    expect(JSON.stringify(parts.examples)).not.toContain('"errors"');
  });

  it('names what exists when a lookup fails', () => {
    expect(() => findExample(parts.examples, 'ping')).toThrow(/Known: .*pingSuccess/);
    expect(() => findErrors(parts.errors, 'ping')).toThrow(/Known: .*pingSuccess/);
    expect(() => findWebhook(parts.webhooks, 'incident.open')).toThrow(
      /webhook event "incident.open". Known: .*incident.opened/,
    );
  });
});

describe('served openapi.yaml', () => {
  it('replaces only the server URL', () => {
    const source = fs.readFileSync(specFile, 'utf8');
    const served = servedSpecText(source, 'https://api.example.test');
    const parsed = yaml.load(served) as {servers: {url: string}[]};
    expect(parsed.servers[0]!.url).toBe('https://api.example.test');
    expect(served.replace('https://api.example.test', 'https://api.saturn.example')).toBe(source);
  });
});

describe('inline rendering helpers', () => {
  it('splits backticks into code spans', () => {
    expect(inlineParts('For `cron`: five fields')).toEqual([
      {code: false, text: 'For '},
      {code: true, text: 'cron'},
      {code: false, text: ': five fields'},
    ]);
    expect(constraintParts('one of A, B')).toEqual({label: 'one of', values: ['A', 'B']});
    expect(constraintParts('0 to 100')).toEqual({label: '0 to 100', values: []});
  });
});
