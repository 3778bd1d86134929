/** The API calls pages ask for with query values of their own (src/data/api-calls.ts). */
import {describe, expect, it} from 'vitest';

import {buildCalls, callExample, valueProblem} from '../../plugins/api-reference/openapi/calls';
import {findCall} from '../../plugins/api-reference/openapi/api-data';
import {splitApiData} from '../../plugins/api-reference/openapi/data';
import {apiCalls, fromEnvironment, type ApiCall} from '../../src/data/api-calls';
import {loadSpec, siteApiData} from '../helpers/openapi-spec';

const spec = loadSpec();
const options = {
  apiBase: 'https://api.example.test',
  timeoutSeconds: 10,
  retries: 3,
  backoffSeconds: [1, 2, 4],
};
const example = (call: ApiCall) => callExample(spec, 'test', call, options);
const curl = (call: ApiCall) => example(call).samples.find((s) => s.language === 'bash')!.code;

describe('API calls', () => {
  it('builds every call of the model, and the site ships them', () => {
    const built = buildCalls(spec, apiCalls, options);
    expect(Object.keys(built)).toEqual(Object.keys(apiCalls));
    const shipped = splitApiData(siteApiData('https://api.example.test')).examples;
    for (const name of Object.keys(apiCalls))
      expect(findCall(shipped, name).samples).toHaveLength(5);
    expect(() => findCall(shipped, 'nope')).toThrow(/Unknown API call.*"nope".*openIncidents/);
  });

  it('asks for the query it names, and an ID from the environment', () => {
    expect(curl(apiCalls.resolvedIncidentsOfMonitor)).toContain(
      '"https://api.example.test/api/incidents?status=RESOLVED&monitorId=$SATURN_MONITOR_ID"',
    );
    expect(curl(apiCalls.openIncidents)).toContain(
      '"https://api.example.test/api/incidents?status=OPEN"',
    );
    const python = example(apiCalls.resolvedIncidents).samples.find(
      (s) => s.language === 'python',
    )!.code;
    expect(python).toContain('url = "https://api.example.test/api/incidents?status=RESOLVED"');
  });

  it('shows the answer that matches the question', () => {
    const incidents = (call: ApiCall) =>
      (example(call).success!.example as {incidents: {status: string; monitorId: string}[]})
        .incidents;
    expect(incidents(apiCalls.resolvedIncidentsOfMonitor).map((i) => i.status)).toEqual([
      'RESOLVED',
      'RESOLVED',
    ]);
    expect(incidents(apiCalls.openIncidents).every((i) => i.status === 'OPEN')).toBe(true);
    expect(example(apiCalls.openIncidents).success!.status).toBe('200');
  });

  it('stops the build on a call the API would refuse, naming what exists', () => {
    const base = apiCalls.openIncidents;
    expect(() => example({...base, operation: 'listIncident'})).toThrow(
      /API call "test".*no operation "listIncident"/,
    );
    expect(() => example({...base, query: {state: 'OPEN'}})).toThrow(
      /no query parameter "state".*status, type, monitorId/,
    );
    expect(() => example({...base, query: {status: 'CLOSED'}})).toThrow(
      /status=CLOSED: must be one of OPEN, ACKNOWLEDGED, RESOLVED/,
    );
    expect(() => example({...base, response: 'closed'})).toThrow(
      /no example "closed". Its examples: open, resolved/,
    );
  });

  it('stops the build when the answer does not match the question', () => {
    expect(() => example({...apiCalls.openIncidents, response: 'resolved'})).toThrow(
      /the example "resolved" has status RESOLVED, RESOLVED, but the call asks for OPEN/,
    );
    expect(() =>
      example({...apiCalls.openIncidents, query: {status: 'OPEN', type: 'MISSED'}}),
    ).toThrow(/has type FAIL, but the call asks for MISSED/);
    expect(() =>
      example({...apiCalls.openIncidents, query: {status: 'OPEN', monitorId: fromEnvironment}}),
    ).not.toThrow();
  });

  it('checks literals against enums, types, bounds and patterns', () => {
    expect(valueProblem(spec, {enum: ['a', 'b']}, 'c')).toBe('must be one of a, b');
    expect(valueProblem(spec, {type: 'integer', minimum: 1, maximum: 100}, 101)).toBe(
      'must be at most 100',
    );
    expect(valueProblem(spec, {type: 'integer'}, '5')).toBe('must be an integer');
    expect(valueProblem(spec, {$ref: '#/components/schemas/MonitorIdValue'}, 'mon_1')).toMatch(
      /must match/,
    );
    expect(
      valueProblem(spec, {$ref: '#/components/schemas/MonitorIdValue'}, 'mon_8f3k2j5h1q'),
    ).toBe(null);
  });
});
