/**
 * One story per example ID (src/data/example-ids.ts): every incident ID on the
 * docs pages and in openapi/openapi.yaml is registered, the incident type shown
 * beside it is the registered one, and a monitor shown by name keeps one name.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';

import {describe, expect, it} from 'vitest';

import {extractBlocks, fencedLines} from '../../plugins/docs/fences';
import {exampleIncidents, exampleMonitors} from '../../src/data/example-ids';
import {exampleMonitorId} from '../../src/lib/your-values';
import {incidentTypes} from '../../src/data/facts';
import {loadSpec} from '../helpers/openapi-spec';

const root = join(__dirname, '..', '..');
const incidentId = /\binc_[a-z0-9]{10}\b/g;

/** Each code block of a page, and each line of its prose: the places an ID is shown with its type. */
function contexts(file: string): {where: string; text: string}[] {
  const source = readFileSync(file, 'utf8');
  const name = relative(root, file);
  const fenced = fencedLines(source);
  const prose = source
    .split('\n')
    .map((text, index) => ({where: `${name}:${index + 1}`, text}))
    .filter((_line, index) => !fenced.has(index + 1));
  const blocks = extractBlocks(file, source).map((block) => ({
    where: `${name}:${block.line}`,
    text: block.code,
  }));
  return [...prose, ...blocks];
}

/** The incident types a context names as words (MISSED, not MISSED_RUN). */
function typesIn(text: string): string[] {
  return incidentTypes.filter((type) =>
    new RegExp(`(^|[^A-Za-z_])${type}([^A-Za-z_]|$)`).test(text),
  );
}

const pages = readdirSync(join(root, 'docs'), {recursive: true, encoding: 'utf8'})
  .filter((name) => name.endsWith('.mdx'))
  .map((name) => join(root, 'docs', name));

/** Every object of the OpenAPI file, wherever it sits, depth first. */
function objectsIn(node: unknown): Record<string, unknown>[] {
  if (Array.isArray(node)) return node.flatMap(objectsIn);
  if (!node || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  return [record, ...Object.values(record).flatMap(objectsIn)];
}

/** Every incident object of the OpenAPI examples: an `inc_` ID with a type. */
function openapiIncidents(spec: unknown): {id: string; type: string}[] {
  return objectsIn(spec).flatMap(({id, type}) =>
    typeof id === 'string' && id.startsWith('inc_') && typeof type === 'string' ? [{id, type}] : [],
  );
}

interface OpenapiMonitor {
  id: string;
  name: string;
  schedule?: {expression: string; timezone: string | null};
}

/** Every monitor object of the OpenAPI examples: a `mon_` ID with a name. */
function openapiMonitors(spec: unknown): OpenapiMonitor[] {
  return objectsIn(spec).flatMap(({id, name, schedule}) =>
    typeof id === 'string' && id.startsWith('mon_') && typeof name === 'string'
      ? [{id, name, schedule: schedule as OpenapiMonitor['schedule']}]
      : [],
  );
}

describe('example IDs (src/data/example-ids.ts)', () => {
  const registered = new Map(exampleIncidents.map((incident) => [incident.id, incident.type]));

  it('registers each ID once', () => {
    expect(registered.size).toBe(exampleIncidents.length);
    expect(new Set(exampleMonitors.map((monitor) => monitor.id)).size).toBe(exampleMonitors.length);
  });

  it('gives every incident of the OpenAPI examples its registered type', () => {
    const found = openapiIncidents(loadSpec());
    expect(found.length).toBeGreaterThan(3);
    for (const incident of found)
      expect(incident.type, incident.id).toBe(registered.get(incident.id));
  });

  it('gives every monitor of the OpenAPI examples its registered name and schedule', () => {
    const registeredMonitors = new Map(exampleMonitors.map((monitor) => [monitor.id, monitor]));
    const found = openapiMonitors(loadSpec());
    // listMonitors and the three monitor events each show a named monitor.
    expect(new Set(found.map((monitor) => monitor.id)).size).toBeGreaterThan(2);
    for (const monitor of found) {
      const own = registeredMonitors.get(monitor.id);
      expect(monitor.name, monitor.id).toBe(own?.name);
      if (monitor.schedule?.expression !== undefined && own?.schedule) {
        expect(
          {expression: monitor.schedule.expression, timezone: monitor.schedule.timezone},
          monitor.id,
        ).toEqual(own.schedule);
      }
    }
  });

  it('gives every CronJob of the pages the schedule of the monitor it reports to', () => {
    const problems: string[] = [];
    const registeredMonitors = new Map(exampleMonitors.map((monitor) => [monitor.id, monitor]));
    let checked = 0;
    for (const file of pages) {
      const source = readFileSync(file, 'utf8');
      for (const block of extractBlocks(file, source)) {
        if (!/^kind: CronJob$/m.test(block.code)) continue;
        const id = /saturn\.example\/monitor-id: "(mon_[a-z0-9]{10})"/.exec(block.code)?.[1];
        // The OpenAPI example ID is the one "Your values" replaces with the reader's own.
        if (!id || id === exampleMonitorId) continue;
        const where = `${relative(root, file)}:${block.line}`;
        const schedule = registeredMonitors.get(id)?.schedule;
        if (!schedule) {
          problems.push(`${where}: ${id} has no schedule in example-ids.ts`);
          continue;
        }
        const expression = /^\s*schedule: "([^"]+)"$/m.exec(block.code)?.[1];
        const timezone = /^\s*timeZone: "([^"]+)"$/m.exec(block.code)?.[1] ?? null;
        checked += 1;
        if (expression !== schedule.expression || timezone !== schedule.timezone) {
          problems.push(
            `${where}: ${id} runs "${expression}" in ${timezone}, example-ids.ts has "${schedule.expression}" in ${schedule.timezone}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(2);
  });

  it('shows every incident ID of the pages with its registered type, or with none', () => {
    const problems: string[] = [];
    for (const file of pages) {
      for (const {where, text} of contexts(file)) {
        const ids = [...new Set(text.match(incidentId) ?? [])];
        if (ids.length === 0) continue;
        const types = typesIn(text);
        for (const id of ids) {
          const type = registered.get(id);
          if (!type) problems.push(`${where}: ${id} is not in example-ids.ts`);
          else if (ids.length === 1 && types.length === 1 && types[0] !== type) {
            problems.push(
              `${where}: ${id} is a ${type} incident, the page shows it as ${types[0]}`,
            );
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('shows a registered monitor only under its own name on the alert pages', () => {
    const problems: string[] = [];
    for (const file of pages.filter((page) => page.includes(`${join('docs', 'alerts')}`))) {
      for (const {where, text} of contexts(file)) {
        for (const monitor of exampleMonitors) {
          if (!text.includes(monitor.id)) continue;
          const others = exampleMonitors.filter(
            (other) => other.id !== monitor.id && text.includes(other.name),
          );
          if (!text.includes(monitor.name) || others.length > 0) {
            problems.push(`${where}: ${monitor.id} must be shown as "${monitor.name}"`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
