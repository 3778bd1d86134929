import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';

import {describe, expect, it} from 'vitest';

import {
  gracePeriod,
  incidentStatuses,
  incidentTypes,
  monitorStatuses,
  pingClient,
  api,
  plans,
  severities,
} from '../../src/data/facts';
import {permissions, roles, tokenKinds} from '../../src/data/roles';
import {checkPageClaims, proseSentences, type ModelForClaims} from './page-claims';

const root = join(__dirname, '..', '..');

const model: ModelForClaims = {
  statuses: [
    ...new Set([...monitorStatuses, ...incidentTypes, ...incidentStatuses, ...severities]),
  ],
  roles,
  permissions,
  tokens: tokenKinds,
  plans,
  defaultGraceSeconds: gracePeriod.defaultSeconds,
  pingRateLimit: api.pingRateLimit,
  pingTimeoutSeconds: pingClient.timeoutSeconds,
  pingRetries: pingClient.retries,
};

function pages(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return pages(path);
    return /\.mdx?$/.test(name) ? [path] : [];
  });
}

const problems = (text: string) => checkPageClaims(text, model).map((claim) => claim.problem);

describe('the page-claims checker (page-claims.ts)', () => {
  it('reads prose only: no code, no rendered values, no front matter', () => {
    const sentences = proseSentences(
      [
        '---',
        'title: "FAILED"',
        '---',
        "import {plans} from '@site/src/data/facts';",
        '',
        'The run is `FAILED` here. The Team plan allows {plans[1].monitors} monitors.',
        '',
        '```text',
        'status FAILED',
        '```',
      ].join('\n'),
    );
    expect(sentences).toEqual(['The run is CODE here.', 'The Team plan allows VALUE monitors.']);
  });

  it('catches status and incident names the model does not have', () => {
    expect(problems('The monitor turns FAILED.')).not.toHaveLength(0);
    expect(problems('A CRITICAL incident opens.')).not.toHaveLength(0);
    expect(problems('The monitor turns FAILING and a FAIL incident opens.')).toEqual([]);
  });

  it('catches role abilities that roles.ts does not give', () => {
    expect(problems('Viewers can acknowledge incidents.')).toHaveLength(1);
    expect(
      problems('Anyone who can see the monitor can acknowledge and resolve its incidents.'),
    ).not.toHaveLength(0);
    expect(problems('Only Owners can create organization tokens.')).toHaveLength(1);
    expect(problems('Members cannot create monitors.')).toHaveLength(1);
    expect(problems('Viewers see incidents but cannot acknowledge or resolve them.')).toEqual([]);
    expect(problems('Only Owners and Admins can create organization tokens.')).toEqual([]);
  });

  it('catches token abilities that no operation gives', () => {
    expect(
      problems('An organization token can read and change every monitor and incident.'),
    ).not.toHaveLength(0);
    expect(problems('A monitor token can list monitors.')).toHaveLength(1);
    expect(problems('A monitor token can only send pings for one monitor.')).toEqual([]);
    expect(problems('No token can create, change or delete a monitor.')).toEqual([]);
    expect(
      problems(
        'An organization token can list every monitor and incident, send pings to any monitor, and acknowledge or resolve any incident.',
      ),
    ).toEqual([]);
  });

  it('catches tools and API calls said to create or change monitors', () => {
    expect(problems('The plugin creates one monitor per scheduled hook.')).toHaveLength(1);
    expect(problems('A CI script creates monitors.')).toHaveLength(1);
    expect(problems('The plugin never creates a monitor.')).toEqual([]);
    expect(problems('Create the monitors it names in the dashboard.')).toEqual([]);
  });

  it('catches saturn doctor said to check every token', () => {
    expect(
      problems('`saturn doctor` checks the configuration, DNS, TLS and the token.'),
    ).toHaveLength(1);
    expect(problems('Exit code 0 from `saturn doctor` means the token works.')).toHaveLength(1);
    expect(
      problems(
        'With an organization token, `saturn doctor` also checks the token and the monitor.',
      ),
    ).toEqual([]);
    expect(problems('`saturn version` checks nothing about the token.')).toEqual([]);
  });

  it('catches plan limits and client defaults with the wrong number', () => {
    expect(problems('The Team plan allows 50 monitors.')).toHaveLength(1);
    expect(problems('The Business plan costs $79 a month.')).toHaveLength(1);
    expect(problems('The default grace period is 10 minutes.')).toHaveLength(1);
    expect(problems('The rate limit is 100 pings per monitor per 60 seconds.')).toHaveLength(1);
    expect(problems('Each ping is retried 5 times.')).toHaveLength(1);
    const team = plans.find((plan) => plan.id === 'team')!;
    expect(problems(`The Team plan allows ${team.monitors} monitors.`)).toEqual([]);
  });
});

describe('every docs page agrees with the product model', () => {
  for (const file of pages(join(root, 'docs'))) {
    it(relative(root, file), () => {
      const claims = checkPageClaims(readFileSync(file, 'utf8'), model);
      expect(claims.map((claim) => `${claim.problem}: "${claim.sentence}"`)).toEqual([]);
    });
  }
});
