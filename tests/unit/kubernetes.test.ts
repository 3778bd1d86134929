import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';

import {cliRetryBackoffSeconds} from '../../src/data/cli';
import {pingClient} from '../../src/data/facts';
import {controllerDstRules} from '../../src/data/schedules';
import {
  controllerForbidRule,
  kubernetesIntegration,
  rbacCreateFalse,
  sidecarRules,
  sidecarStaysUntilStopped,
} from '../../src/data/kubernetes';
import {
  compareDstNight,
  forbidBlockedRun,
  jobRetryDelaySeconds,
  maxActiveDeadlineSeconds,
  minActiveDeadlineSeconds,
  minTerminationGraceSeconds,
  pingWorstCaseSeconds,
} from '../../src/lib/cronjob-timing';
import {extractBlocks} from '../../plugins/docs/fences';
import {simulate} from '../../src/lib/lateness';
import {transitions} from '../../src/lib/timezone';
import {at, iso} from '../helpers/instants';

/** A file of the sidecar's Helm chart, charts/saturn-sidecar/<name>. */
const chartFile = (name: string): string =>
  readFileSync(join(__dirname, '..', '..', 'charts', 'saturn-sidecar', name), 'utf8');

/** compareDstNight with the 300 s grace period of every case below, between two ISO instants. */
const dstNight = (expression: string, zone: string, from: string, to: string) =>
  compareDstNight(expression, zone, 300, at(from), at(to));

/** The UTC instants at which the CronJob controller starts a Job in a compared night. */
const controllerRuns = (night: ReturnType<typeof compareDstNight>): string[] =>
  night.controller.map((run) => iso(run.at));

describe('the sidecar ping budget', () => {
  it('is 4 attempts of 10 s plus pauses of 1, 2 and 4 s with the default client', () => {
    expect(pingWorstCaseSeconds(pingClient)).toBe(47);
    expect(kubernetesIntegration.retryBackoffSeconds).toBe(cliRetryBackoffSeconds);
  });

  it('keeps the last pause for retries beyond the listed ones, and has none without retries', () => {
    expect(pingWorstCaseSeconds({timeoutSeconds: 10, retries: 0})).toBe(10);
    expect(pingWorstCaseSeconds({timeoutSeconds: 5, retries: 5})).toBe(6 * 5 + 1 + 2 + 4 + 4 + 4);
  });

  it('needs more termination grace than the Kubernetes default of 30 s', () => {
    expect(minTerminationGraceSeconds(pingClient)).toBe(50);
    expect(minTerminationGraceSeconds(pingClient)).toBeGreaterThan(
      kubernetesIntegration.defaultTerminationGraceSeconds,
    );
    expect(minTerminationGraceSeconds(pingClient, 30)).toBe(80);
  });

  it('bounds activeDeadlineSeconds by the grace period minus the termination grace', () => {
    expect(maxActiveDeadlineSeconds(3600, 60)).toBe(3540);
  });
});

describe('a run that concurrencyPolicy: Forbid blocks', () => {
  const due = at('2026-11-24T04:30:00Z');
  const minutes = (n: number): number => due + n * 60_000;

  it('starts when the previous Job ends and counts for its due time inside the grace period', () => {
    expect(forbidBlockedRun({due, previousEnds: minutes(3), graceSeconds: 300})).toEqual({
      startsAt: minutes(3),
      outcome: 'late-then-ok',
      missedAt: null,
    });
  });

  it('is MISSED at D + G and then an extra run when the previous Job ends after D + G', () => {
    expect(forbidBlockedRun({due, previousEnds: minutes(40), graceSeconds: 300})).toEqual({
      startsAt: minutes(40),
      outcome: 'missed-then-extra-run',
      missedAt: minutes(5),
    });
  });

  it('counts the pod start-up time: a start ping exactly at D + G is too late', () => {
    expect(
      forbidBlockedRun({due, previousEnds: minutes(4), graceSeconds: 300, startDelaySeconds: 60})
        .outcome,
    ).toBe('missed-then-extra-run');
  });

  it('never starts past startingDeadlineSeconds, even when the previous Job ends before D + G', () => {
    expect(
      forbidBlockedRun({
        due,
        previousEnds: minutes(3),
        graceSeconds: 300,
        startingDeadlineSeconds: 120,
      }),
    ).toEqual({startsAt: null, outcome: 'missed', missedAt: minutes(5)});
    expect(
      forbidBlockedRun({
        due,
        previousEnds: minutes(2),
        graceSeconds: 300,
        startingDeadlineSeconds: 120,
      }).outcome,
    ).toBe('late-then-ok');
  });

  it("agrees with simulate(): the previous run's success never counts for the held-back due time", () => {
    // Hourly, grace 300 s: the 03:30 run overruns past 04:30, Forbid holds the 04:30 run back.
    const missedIncidents = (previousEnds: number) => {
      const blocked = forbidBlockedRun({due, previousEnds, graceSeconds: 300});
      const pings = [
        {at: minutes(-60), kind: 'start' as const},
        {at: previousEnds, kind: 'success' as const},
        {at: blocked.startsAt!, kind: 'start' as const},
        {at: blocked.startsAt! + 60_000, kind: 'success' as const},
      ];
      const result = simulate({
        schedule: {type: 'cron', expression: '30 * * * *'},
        graceSeconds: 300,
        pings,
        from: minutes(-62),
        to: minutes(50),
      });
      expect(result.problems).toEqual([]);
      return {blocked, missed: result.incidents.filter((incident) => incident.type === 'MISSED')};
    };
    const inside = missedIncidents(minutes(3));
    expect(inside.blocked.outcome).toBe('late-then-ok');
    expect(inside.missed).toEqual([]);
    const after = missedIncidents(minutes(40));
    expect(after.blocked.outcome).toBe('missed-then-extra-run');
    expect(after.missed).toHaveLength(1);
    expect(after.missed[0]!.openedAt).toBe(after.blocked.missedAt);
    // The previous run's success resolves it: a success resolves every open MISSED incident.
    expect(after.missed[0]!.resolvedAt).toBe(minutes(40));
  });

  it('is stated in the model as a postponed run, not a dropped one', () => {
    expect(controllerForbidRule).toContain('postpones');
    expect(controllerForbidRule).toContain('startingDeadlineSeconds');
  });
});

describe('rbac.create: false', () => {
  it('keeps both ClusterRoles, as the chart schema says', () => {
    const schema = JSON.parse(chartFile('values.schema.json')) as {
      properties: {rbac: {properties: {create: {description: string}}}};
    };
    const description = schema.properties.rbac.properties.create.description;
    expect(description).toContain(rbacCreateFalse);
    expect(description).toContain(kubernetesIntegration.podReaderClusterRole);
    expect(description).toContain('service account');
  });
});

describe('the sidecar rules', () => {
  it('never let Saturn decide the job: only a sidecar that cannot exist or start can hold it back', () => {
    for (const rule of sidecarRules) {
      if (rule.id === 'image-pull') expect(rule.job).toMatch(/^Held back/);
      else if (rule.id === 'limits-required') expect(rule.job).toMatch(/^Does not run/);
      else expect(rule.job, rule.id).toMatch(/^(Unaffected|Already finished)/);
    }
  });

  it('name the chart defaults that keep a limits-requiring quota from refusing the pod', () => {
    const values = yaml.load(chartFile('values.yaml')) as {
      sidecar: {resources: {limits: {cpu?: string; memory?: string}}};
    };
    const {limits} = values.sidecar.resources;
    expect(limits.cpu).toBeDefined();
    expect(limits.memory).toBeDefined();
    const rule = sidecarRules.find((candidate) => candidate.id === 'limits-required');
    expect(rule?.job).toContain(`limits.cpu ${limits.cpu}`);
    expect(rule?.job).toContain(`limits.memory ${limits.memory}`);
    expect(rule?.saturn).toMatch(/MISSED/);
  });

  it('never make the sidecar exit on its own', () => {
    for (const rule of sidecarRules) expect(rule.sidecar, rule.id).not.toMatch(/\bexits\b/);
    expect(sidecarStaysUntilStopped).toMatch(/never exits/);
  });

  it('have unique ids', () => {
    expect(new Set(sidecarRules.map((rule) => rule.id)).size).toBe(sidecarRules.length);
  });
});

/**
 * The controller column of these cases was measured with robfig/cron v3.0.1,
 * `cron.ParseStandard("TZ=<zone> <expression>")` and repeated `Next()`, which
 * is how pkg/controller/cronjob computes start times.
 */
describe('a DST night: the CronJob controller against Saturn', () => {
  const newYork = 'America/New_York';

  it('skips 02:30 on the spring-forward night; Saturn expects it at 03:00 and reports MISSED', () => {
    const result = dstNight('30 2 * * *', newYork, '2027-03-13T00:00Z', '2027-03-16T00:00Z');
    expect(controllerRuns(result)).toEqual(['2027-03-13T07:30:00Z', '2027-03-15T06:30:00Z']);
    expect(result.missed.map(({due, missedAt}) => [due.local, missedAt.local])).toEqual([
      ['2027-03-14 03:00 (UTC-04:00)', '2027-03-14 03:05 (UTC-04:00)'],
    ]);
    expect(result.extra).toEqual([]);
  });

  it('runs 01:30 twice on the fall-back night; Saturn expects it once and records an extra run', () => {
    const result = dstNight('30 1 * * *', newYork, '2026-10-31T12:00Z', '2026-11-02T00:00Z');
    expect(controllerRuns(result)).toEqual(['2026-11-01T05:30:00Z', '2026-11-01T06:30:00Z']);
    expect(result.missed).toEqual([]);
    expect(result.extra.map((run) => run.local)).toEqual(['2026-11-01 01:30 (UTC-05:00)']);
  });

  it('runs 02:30 twice in Berlin on the fall-back night', () => {
    const result = dstNight(
      '30 2 * * *',
      'Europe/Berlin',
      '2026-10-24T12:00Z',
      '2026-10-26T00:00Z',
    );
    expect(controllerRuns(result)).toEqual(['2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z']);
    expect(result.extra).toHaveLength(1);
  });

  it('agrees with Saturn for wildcard expressions on both nights', () => {
    const spring = dstNight('*/30 * * * *', newYork, '2027-03-14T05:00Z', '2027-03-14T08:00Z');
    expect(controllerRuns(spring)).toEqual([
      '2027-03-14T05:30:00Z',
      '2027-03-14T06:00:00Z',
      '2027-03-14T06:30:00Z',
      '2027-03-14T07:00:00Z',
      '2027-03-14T07:30:00Z',
      '2027-03-14T08:00:00Z',
    ]);
    expect(spring.missed).toEqual([]);
    expect(spring.extra).toEqual([]);
    const fall = dstNight('0 * * * *', newYork, '2026-11-01T04:30Z', '2026-11-01T07:30Z');
    expect(controllerRuns(fall)).toEqual([
      '2026-11-01T05:00:00Z',
      '2026-11-01T06:00:00Z',
      '2026-11-01T07:00:00Z',
    ]);
    expect(fall.missed).toEqual([]);
    expect(fall.extra).toEqual([]);
  });

  it('has nothing to compare in Etc/UTC', () => {
    const result = dstNight('30 2 * * *', 'Etc/UTC', '2027-03-13T00:00Z', '2027-03-15T00:00Z');
    expect(result.controller).toHaveLength(2);
    expect(result.missed).toEqual([]);
    expect(result.extra).toEqual([]);
  });

  it('states the controller rules for both nights', () => {
    expect(controllerDstRules.gap).toMatch(/does not run/);
    expect(controllerDstRules.repeat).toMatch(/runs twice/);
  });
});

/** Every CronJob in the yaml blocks of the Kubernetes pages. */
function pageCronJobs(): {file: string; cronJob: CronJobDocument}[] {
  const root = join(__dirname, '..', '..');
  const files = [
    ...['sidecar', 'examples', 'helm-values'].map((name) =>
      join(root, 'docs', 'kubernetes', `${name}.mdx`),
    ),
    join(root, 'docs', 'get-started', 'quickstart-kubernetes.mdx'),
  ];
  return files.flatMap((file) =>
    extractBlocks(file, readFileSync(file, 'utf8'))
      .filter((block) => block.language === 'yaml')
      .flatMap((block) => yaml.loadAll(block.code) as CronJobDocument[])
      .filter((document) => document?.kind === 'CronJob')
      .map((cronJob) => ({file, cronJob})),
  );
}

interface CronJobDocument {
  kind?: string;
  metadata: {name: string};
  spec: {
    schedule: string;
    timeZone?: string;
    jobTemplate: {
      spec: {
        template: {
          metadata?: {annotations?: Record<string, string>};
          spec: {
            terminationGracePeriodSeconds?: number;
            serviceAccountName?: string;
            automountServiceAccountToken?: boolean;
            containers?: {env?: {name: string; value?: string}[]}[];
          };
        };
      };
    };
  };
}

describe('the CronJobs shown on the Kubernetes pages', () => {
  const cronJobs = pageCronJobs();

  it('are found', () => {
    expect(cronJobs.length).toBeGreaterThanOrEqual(5);
  });

  it('never run where the controller and Saturn disagree on a DST night', () => {
    const problems: string[] = [];
    for (const {file, cronJob} of cronJobs) {
      const zone = cronJob.spec.timeZone ?? 'Etc/UTC';
      for (const change of transitions(
        zone,
        at('2026-01-01T00:00:00Z'),
        at('2028-01-01T00:00:00Z'),
      )) {
        const result = compareDstNight(
          cronJob.spec.schedule,
          zone,
          300,
          change.at - 86_400_000,
          change.at + 86_400_000,
        );
        if (result.missed.length > 0 || result.extra.length > 0) {
          problems.push(`${file}: ${cronJob.metadata.name} around ${iso(change.at)}`);
        }
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('that are complete examples name their own token Secret and service account and leave time for the final ping', () => {
    const problems: string[] = [];
    for (const {file, cronJob} of cronJobs) {
      const template = cronJob.spec.jobTemplate.spec.template;
      // Every CronJob shown with a monitor annotation is a complete example.
      if (!template.metadata?.annotations?.[kubernetesIntegration.monitorAnnotation]) continue;
      const name = `${file.split('/').at(-1) ?? file}: ${cronJob.metadata.name}`;
      if (!template.metadata?.annotations?.[kubernetesIntegration.tokenSecretAnnotation]) {
        problems.push(`${name}: no ${kubernetesIntegration.tokenSecretAnnotation}`);
      }
      if (!template.spec.serviceAccountName) problems.push(`${name}: no serviceAccountName`);
      if (template.spec.automountServiceAccountToken !== false) {
        problems.push(`${name}: automountServiceAccountToken is not false`);
      }
      if (
        (template.spec.terminationGracePeriodSeconds ?? 30) < minTerminationGraceSeconds(pingClient)
      ) {
        problems.push(`${name}: terminationGracePeriodSeconds below the ping's worst case`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('let a statement that is running at SIGTERM finish and still leave time for the fail ping', () => {
    // SIGTERM reaches only process 1; a psql started by the shell finishes its
    // statement first, which PGOPTIONS' statement_timeout bounds.
    const problems: string[] = [];
    let checked = 0;
    for (const {file, cronJob} of cronJobs) {
      const {spec} = cronJob.spec.jobTemplate.spec.template;
      for (const container of spec.containers ?? []) {
        const options = container.env?.find((variable) => variable.name === 'PGOPTIONS')?.value;
        const timeout = options?.match(/statement_timeout=(\d+)s/);
        if (!timeout) continue;
        checked += 1;
        const needed = minTerminationGraceSeconds(pingClient, Number(timeout[1]));
        if ((spec.terminationGracePeriodSeconds ?? 30) < needed) {
          problems.push(`${file}: ${cronJob.metadata.name} needs ${needed} s of termination grace`);
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('the chart schema explains the token annotation', () => {
    const schema = JSON.parse(chartFile('values.schema.json')) as {
      properties: {token: {description: string}};
    };
    expect(schema.properties.token.description).toContain(
      kubernetesIntegration.tokenSecretAnnotation,
    );
  });
});

describe('the deadline of a Job with retries', () => {
  it('pauses 10 s before the first retry and doubles, capped at 5 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(jobRetryDelaySeconds)).toEqual([
      10, 20, 40, 80, 160, 300, 300,
    ]);
    expect(() => jobRetryDelaySeconds(0)).toThrow(RangeError);
  });

  it('adds start-up, every attempt and every pause', () => {
    expect(
      minActiveDeadlineSeconds({backoffLimit: 0, longestAttemptSeconds: 600, startupSeconds: 300}),
    ).toBe(900);
    expect(
      minActiveDeadlineSeconds({backoffLimit: 2, longestAttemptSeconds: 600, startupSeconds: 300}),
    ).toBe(300 + 3 * 600 + 10 + 20);
  });
});
