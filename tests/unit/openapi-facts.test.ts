/**
 * The OpenAPI file and the facts module state the same enums and bounds. If
 * this fails, change one of them so both say the same thing; never silence it.
 */
import {describe, expect, it} from 'vitest';

import {resolve, type Node} from '../../plugins/api-reference/openapi/data';
import {
  anomalyResolvesWhen,
  api,
  incidentStatuses,
  longOutputRule,
  resolvedBySuccessPing,
  incidentTypes,
  monitorStatuses,
  repeatedIncidentAction,
  scheduleTypes,
  severities,
  webhookEvents,
  tokenLocation,
  interval,
} from '../../src/data/facts';
import {webhookSignature} from '../../src/data/webhooks';
import {analysisWindow} from '../../src/data/analytics';
import {monitorRule} from '../../src/data/monitor-rules';
import {computeHealthScore} from '../../src/lib/health-score';
import {signatureHeader} from '../../src/lib/webhooks/signature';
import {loadSpec} from '../helpers/openapi-spec';

const spec = loadSpec();
const schema = (name: string): Node => resolve(spec, {$ref: `#/components/schemas/${name}`});
const property = (schemaName: string, prop: string): Node =>
  resolve(spec, (schema(schemaName).properties as Record<string, Node>)[prop]);

function operation(id: string): Node {
  for (const item of Object.values(spec.paths as Record<string, Node>)) {
    for (const op of Object.values(item) as Node[]) {
      if (op.operationId === id) return op;
    }
  }
  throw new Error(`No operation ${id}`);
}

function queryParameter(operationId: string, name: string): Node {
  const parameters = (operation(operationId).parameters as Node[]).map((p) => resolve(spec, p));
  const found = parameters.find((p) => p.name === name);
  if (!found) throw new Error(`${operationId} has no parameter ${name}`);
  return resolve(spec, found.schema);
}

describe('openapi.yaml agrees with src/data/facts.ts', () => {
  it.each([
    ['MonitorStatus', monitorStatuses],
    ['IncidentType', incidentTypes],
    ['Severity', severities],
    ['IncidentStatus', incidentStatuses],
    ['ScheduleType', scheduleTypes],
    ['WebhookEventType', webhookEvents],
  ])('enum %s', (name, values) => {
    expect(schema(name).enum).toEqual([...values]);
  });

  it('uses the enums in the entities', () => {
    expect(property('Monitor', 'status').enum).toEqual([...monitorStatuses]);
    expect(property('Incident', 'type').enum).toEqual([...incidentTypes]);
    expect(property('Incident', 'severity').enum).toEqual([...severities]);
    expect(property('Incident', 'status').enum).toEqual([...incidentStatuses]);
    expect(property('Schedule', 'type').enum).toEqual([...scheduleTypes]);
    expect(property('WebhookEvent', 'event').enum).toEqual([...webhookEvents]);
  });

  it('describes healthScore as the model computes it', () => {
    const description = String(property('Monitor', 'healthScore').description).replace(/\s+/g, ' ');
    // The window rule of src/lib/analysis-window.ts.
    expect(description).toContain(
      `over the last ${analysisWindow.maxDays} days, or the plan's whole history when it keeps less`,
    );
    // Not "0 (always failing)": a punctual job that fails every run, with its one FAIL
    // incident open, keeps its punctuality and most of its stability.
    expect(description).not.toMatch(/always failing/);
    expect(description).toContain(
      'A job that runs on time but fails every run still scores well above 0',
    );
    const failing = computeHealthScore({
      successfulRuns: 0,
      failedRuns: 30,
      onTimeRuns: 30,
      lateRuns: 0,
      missedRuns: 0,
      anomalies: 0,
      openIncidents: 1,
    });
    expect(failing.score).toBe(45);
  });

  it('bounds healthScore like api.healthScore', () => {
    const healthScore = property('Monitor', 'healthScore');
    expect(healthScore.type).toBe('integer');
    expect(healthScore.minimum).toBe(api.healthScore.min);
    expect(healthScore.maximum).toBe(api.healthScore.max);
  });

  it('pages monitors like api.pageSize and api.firstPage', () => {
    const page = queryParameter('listMonitors', 'page');
    const limit = queryParameter('listMonitors', 'limit');
    expect(page.default).toBe(api.firstPage);
    expect(page.minimum).toBe(api.firstPage);
    expect(limit.default).toBe(api.pageSize.default);
    expect(limit.maximum).toBe(api.pageSize.max);
    expect(property('MonitorList', 'limit').maximum).toBe(api.pageSize.max);
  });

  it('answers a repeated acknowledge or resolve with 200 and no change, as repeatedIncidentAction says', () => {
    const acknowledge = String(operation('acknowledgeIncident').description);
    const resolveOp = String(operation('resolveIncident').description);
    expect(acknowledge).toContain(
      `already ${repeatedIncidentAction.acknowledgeNoOpIn.join(' or ')} changes nothing`,
    );
    expect(resolveOp).toContain(
      `already ${repeatedIncidentAction.resolveNoOpIn.join(' or ')} changes nothing`,
    );
    for (const description of [acknowledge, resolveOp]) {
      expect(description).toContain(`\`${repeatedIncidentAction.status}\``);
      expect(description).toContain('no webhook event');
    }
  });

  it('says what a success ping resolves and when the status stays LATE, as the model does', () => {
    const description = String(operation('pingSuccess').description).replace(/\s+/g, ' ');
    const types = resolvedBySuccessPing;
    expect(description).toContain(
      `resolves its open ${types.slice(0, -1).join(', ')} and ${types.at(-1)} incidents`,
    );
    // The exception of the success rule: a due run without a ping keeps the status LATE.
    expect(monitorRule('success').text).toMatch(
      /unless a run that is already due has sent no ping/,
    );
    expect(description).toMatch(
      /unless a run that is already due has sent no ping of its own: then the status stays LATE/,
    );
    expect(description).toContain(
      `An open ANOMALY incident resolves only when ${anomalyResolvesWhen}`,
    );
  });

  it('says in incident.resolved what resolves each type and that a window sends nothing', () => {
    const webhooks = spec.webhooks as Record<string, Node>;
    const description = String((webhooks['incident.resolved']!.post as Node).description).replace(
      /\s+/g,
      ' ',
    );
    const types = resolvedBySuccessPing;
    expect(description).toContain(
      `by a success ping, for a ${types.slice(0, -1).join(', ')} or ${types.at(-1)} incident`,
    );
    expect(description).toContain(`for an ANOMALY incident, when ${anomalyResolvesWhen}`);
    expect(description).toContain('Not sent for a resolution made while a maintenance window');
  });

  it('limits ping output to api.maxOutputBytes, in bytes, not with maxLength (characters)', () => {
    for (const name of ['SuccessPing', 'FailPing']) {
      const output = property(name, 'output');
      expect(output['x-maxBytes']).toBe(api.maxOutputBytes);
      expect(output.maxLength, `${name}.output: maxLength counts characters`).toBeUndefined();
      expect(String(output.description)).toContain(`${api.maxOutputBytes} bytes`);
      // A longer output is kept in part, not rejected: longOutputRule in facts.ts.
      expect(String(output.description).replace(/\s+/g, ' ')).toContain(`Saturn ${longOutputRule}`);
    }
  });

  it('states the ping rate limit of api.pingRateLimit in the 429 response', () => {
    const rateLimited = resolve(spec, {$ref: '#/components/responses/RateLimited'});
    const {requests, windowSeconds} = api.pingRateLimit;
    expect(rateLimited.description).toContain(
      `more than ${requests} pings within ${windowSeconds} seconds`,
    );
    const tag = (spec.tags as Node[]).find((t) => t.name === 'Pings');
    expect(tag?.description).toContain(`${requests} pings within ${windowSeconds} seconds`);
  });

  it('states the interval bounds of facts.interval', () => {
    expect(property('Schedule', 'expression').description).toContain(
      `from ${interval.minSeconds} to ${interval.maxSeconds}`,
    );
  });

  it('names the dashboard location of tokens', () => {
    const bearer = resolve(spec, {$ref: '#/components/securitySchemes/bearerAuth'});
    expect(bearer.description).toContain(`under ${tokenLocation[0]}, then ${tokenLocation[1]}`);
  });

  it('documents the webhook signature of src/data/webhooks.ts', () => {
    const scheme = resolve(spec, {$ref: '#/components/securitySchemes/webhookSignature'});
    expect(scheme.name).toBe(webhookSignature.header);
    expect(scheme.description).toContain(`${webhookSignature.toleranceSeconds} seconds`);
    const header = resolve(spec, {$ref: '#/components/parameters/SaturnSignature'});
    expect(header.name).toBe(webhookSignature.header);
    expect(Object.keys(spec.webhooks as Node).sort()).toEqual([...webhookEvents].sort());
  });

  it('gives an example signature computed from the incident.opened example body', () => {
    const header = resolve(spec, {$ref: '#/components/parameters/SaturnSignature'});
    const opened = resolve(spec, (spec.webhooks as Node)['incident.opened'] as Node);
    const body = (((opened.post as Node).requestBody as Node).content as Node)[
      'application/json'
    ] as Node;
    const example = ((body.examples as Node).opened as Node).value as {createdAt: string};
    const timestamp = Date.parse(example.createdAt) / 1000;
    const rawBody = JSON.stringify(example);
    expect(header.example).toBe(
      signatureHeader(webhookSignature.exampleSecret, timestamp, rawBody),
    );
    expect(header.description).toContain(webhookSignature.exampleSecret);
  });
});
