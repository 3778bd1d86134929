/**
 * Every ```yaml block of the Kubernetes pages must be something a reader can
 * apply: each CronJob validates against tests/schemas/cronjob-batch-v1.schema.json
 * and has a valid 5-field schedule; each Helm values block (a block whose
 * first line is `# values.yaml`) validates against the chart's
 * values.schema.json. Failures name the file, the block and the document.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';

import Ajv, {type ErrorObject, type ValidateFunction} from 'ajv';
import addFormats from 'ajv-formats';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';

import {extractBlocks} from '../../plugins/docs/fences';
import {kubernetesIntegration, nightlyReportTiming} from '../../src/data/kubernetes';
import {maxActiveDeadlineSeconds, minActiveDeadlineSeconds} from '../../src/lib/cronjob-timing';

const root = join(__dirname, '..', '..');
const {monitorAnnotation, tokenSecretAnnotation} = kubernetesIntegration;

/** The Kubernetes pages, and every other docs page that shows a monitored CronJob. */
const pages = readdirSync(join(root, 'docs'), {recursive: true, encoding: 'utf8'})
  .filter((name) => name.endsWith('.mdx'))
  .map((name) => join(root, 'docs', name))
  .filter(
    (file) =>
      file.startsWith(join(root, 'docs', 'kubernetes')) ||
      readFileSync(file, 'utf8').includes(monitorAnnotation),
  )
  .sort();

interface YamlBlock {
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** 1-based position among the file's yaml blocks. */
  index: number;
  source: string;
}

/** Every fenced ```yaml block of an MDX source, with where it starts. */
function yamlBlocks(file: string, source: string): YamlBlock[] {
  return extractBlocks(file, source)
    .filter((block) => block.language === 'yaml')
    .map((block, i) => ({file, line: block.line, index: i + 1, source: block.code}));
}

const cronMacros = [
  '@yearly',
  '@annually',
  '@monthly',
  '@weekly',
  '@daily',
  '@midnight',
  '@hourly',
];
const monthNames = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
];
const dayNames = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const cronFields: {name: string; min: number; max: number; names?: string[]; nameBase?: number}[] =
  [
    {name: 'minute', min: 0, max: 59},
    {name: 'hour', min: 0, max: 23},
    {name: 'day of month', min: 1, max: 31},
    {name: 'month', min: 1, max: 12, names: monthNames, nameBase: 1},
    {name: 'day of week', min: 0, max: 7, names: dayNames, nameBase: 0},
  ];

/**
 * Checks a CronJob `schedule` the way the CronJob controller reads it: a
 * macro or exactly five fields of values, ranges, lists and steps.
 * Returns a problem in words, or null when the schedule is valid.
 */
function cronScheduleProblem(schedule: string): string | null {
  const trimmed = schedule.trim();
  if (/^(CRON_)?TZ=/.test(trimmed))
    return 'time zone prefixes in schedule are rejected; use spec.timeZone';
  if (trimmed.startsWith('@')) {
    return cronMacros.includes(trimmed) ? null : `unknown macro "${trimmed}"`;
  }
  const parts = trimmed.split(/\s+/);
  if (parts.length !== 5) return `expected 5 fields, found ${parts.length} in "${schedule}"`;
  for (const [position, part] of parts.entries()) {
    const field = cronFields[position]!;
    const toNumber = (text: string): number | null => {
      const named = field.names?.indexOf(text.toUpperCase()) ?? -1;
      if (named >= 0) return named + (field.nameBase ?? 0);
      return /^\d+$/.test(text) ? Number(text) : null;
    };
    for (const item of part.split(',')) {
      const match = /^(\*|\?|[A-Za-z0-9]+(?:-[A-Za-z0-9]+)?)(?:\/(\d+))?$/.exec(item);
      if (!match) return `${field.name} field "${part}" is not valid`;
      const [, range, step] = match;
      if (step !== undefined && Number(step) < 1) return `${field.name} step must be at least 1`;
      if (range === '*' || range === '?') {
        if (range === '?' && position !== 2 && position !== 4) {
          return `"?" is only allowed in day of month and day of week`;
        }
        continue;
      }
      const bounds = range!.split('-').map(toNumber);
      if (bounds.some((value) => value === null || value < field.min || value > field.max)) {
        return `${field.name} field "${part}" is outside ${field.min}-${field.max}`;
      }
      if (bounds.length === 2 && bounds[0]! > bounds[1]!) {
        return `${field.name} range "${range}" runs backwards`;
      }
    }
  }
  return null;
}

function compile(schemaPath: string): ValidateFunction {
  const ajv = new Ajv({allErrors: true, strict: false});
  addFormats(ajv);
  return ajv.compile(JSON.parse(readFileSync(join(root, schemaPath), 'utf8')));
}

const validateCronJob = compile('tests/schemas/cronjob-batch-v1.schema.json');
const validateValues = compile('charts/saturn-sidecar/values.schema.json');

function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map((error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`)
    .join('; ');
}

type Manifest = Record<string, unknown> & {
  kind?: string;
  metadata?: {name?: string};
  spec?: {
    schedule?: string;
    jobTemplate?: {
      metadata?: {annotations?: Record<string, string>};
      spec?: {template?: {metadata?: {annotations?: Record<string, string>}}};
    };
  };
};

/** Every problem of one yaml block, each naming the file, block and document. */
function blockProblems(block: YamlBlock): string[] {
  const where = `${relative(root, block.file)}, yaml block ${block.index} (line ${block.line})`;
  const problems: string[] = [];
  let documents: unknown[];
  try {
    documents = yaml.loadAll(block.source);
  } catch (error) {
    return [`${where}: does not parse as YAML: ${(error as Error).message}`];
  }
  const isValuesFile = /^#\s*values\.yaml\b/.test(block.source.trimStart());
  documents.forEach((document, position) => {
    if (document === null || document === undefined) return;
    const label = `${where}, document ${position + 1}`;
    if (isValuesFile) {
      if (!validateValues(document)) {
        problems.push(
          `${label}: Helm values do not match values.schema.json: ${describeErrors(validateValues.errors)}`,
        );
      }
      return;
    }
    const manifest = document as Manifest;
    if (typeof manifest !== 'object' || !manifest.kind || !manifest.metadata?.name) {
      problems.push(
        `${label}: not a Kubernetes object (needs kind and metadata.name); mark Helm values blocks with a first line "# values.yaml"`,
      );
      return;
    }
    if (manifest.kind !== 'CronJob') return;
    const name = `CronJob "${manifest.metadata.name}"`;
    if (!validateCronJob(manifest)) {
      problems.push(
        `${label}: ${name} is not a valid batch/v1 CronJob: ${describeErrors(validateCronJob.errors)}`,
      );
    }
    const schedule = manifest.spec?.schedule;
    const scheduleProblem =
      typeof schedule === 'string' ? cronScheduleProblem(schedule) : 'no schedule';
    if (scheduleProblem) problems.push(`${label}: ${name} schedule: ${scheduleProblem}`);
    const podAnnotations = manifest.spec?.jobTemplate?.spec?.template?.metadata?.annotations ?? {};
    const misplaced =
      (manifest.metadata as {annotations?: Record<string, string>}).annotations?.[
        monitorAnnotation
      ] ?? manifest.spec?.jobTemplate?.metadata?.annotations?.[monitorAnnotation];
    if (misplaced !== undefined && podAnnotations[monitorAnnotation] === undefined) {
      problems.push(
        `${label}: ${name} puts ${monitorAnnotation} outside the pod template; the injector only reads spec.jobTemplate.spec.template.metadata.annotations`,
      );
    }
    const monitorId = podAnnotations[monitorAnnotation];
    // The chart's token.existingSecret is empty by default: without this annotation the
    // sidecar has no token and sends no ping (rule no-token in src/data/kubernetes.ts).
    if (monitorId !== undefined && podAnnotations[tokenSecretAnnotation] === undefined) {
      problems.push(
        `${label}: ${name} names a monitor but no ${tokenSecretAnnotation}: with the chart's defaults its sidecar has no token`,
      );
    }
    if (monitorId !== undefined && !/^mon_[a-z0-9]{10}$/.test(monitorId)) {
      problems.push(
        `${label}: ${name} has monitor ID "${monitorId}", expected mon_ and 10 characters`,
      );
    }
  });
  return problems;
}

/** The settings every CronJob on the examples page must show, per the page's promise. */
function exampleProblems(block: YamlBlock): string[] {
  const problems: string[] = [];
  for (const document of yaml.loadAll(block.source) as Manifest[]) {
    if (document?.kind !== 'CronJob') continue;
    const name = `${relative(root, block.file)}, yaml block ${block.index}, CronJob "${document.metadata?.name}"`;
    const spec = document.spec as Record<string, unknown>;
    for (const field of ['timeZone', 'concurrencyPolicy', 'startingDeadlineSeconds']) {
      if (spec[field] === undefined) problems.push(`${name}: missing spec.${field}`);
    }
    const jobSpec = (spec.jobTemplate as {spec: Record<string, unknown>}).spec;
    if (jobSpec.backoffLimit === undefined) problems.push(`${name}: missing backoffLimit`);
    const template = jobSpec.template as {
      metadata?: {annotations?: Record<string, string>};
      spec: {
        containers: {name: string; resources?: unknown; env?: unknown[]; envFrom?: unknown[]}[];
      };
    };
    if (!template.metadata?.annotations?.[monitorAnnotation]) {
      problems.push(`${name}: missing the ${monitorAnnotation} annotation on the pod template`);
    }
    for (const container of template.spec.containers) {
      if (!container.resources)
        problems.push(`${name}: container ${container.name} has no resources`);
    }
    if (!JSON.stringify(template.spec).match(/"secret(KeyRef|Ref)"/)) {
      problems.push(`${name}: references no Secret`);
    }
  }
  return problems;
}

describe('Kubernetes manifests in the docs', () => {
  const blocks = pages.flatMap((file) => yamlBlocks(file, readFileSync(file, 'utf8')));

  it('finds the yaml blocks of the Kubernetes pages', () => {
    expect(blocks.length).toBeGreaterThan(5);
  });

  it.each(pages.map((file) => [relative(root, file), file]))(
    'every yaml block of %s parses and validates',
    (_name, file) => {
      const problems = yamlBlocks(file, readFileSync(file, 'utf8')).flatMap(blockProblems);
      expect(problems, problems.join('\n')).toEqual([]);
    },
  );

  it('the examples page shows three complete, monitored CronJobs', () => {
    const file = join(root, 'docs', 'kubernetes', 'examples.mdx');
    const exampleBlocks = yamlBlocks(file, readFileSync(file, 'utf8'));
    const cronJobs = exampleBlocks.flatMap((block) =>
      (yaml.loadAll(block.source) as Manifest[]).filter((document) => document?.kind === 'CronJob'),
    );
    expect(cronJobs.length).toBeGreaterThanOrEqual(3);
    const problems = exampleBlocks.flatMap(exampleProblems);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('the nightly report leaves room for every attempt and fails before its grace period ends', () => {
    const file = join(root, 'docs', 'kubernetes', 'examples.mdx');
    const report = yamlBlocks(file, readFileSync(file, 'utf8'))
      .flatMap((block) => yaml.loadAll(block.source) as Manifest[])
      .find(
        (document) => document?.kind === 'CronJob' && document.metadata?.name === 'nightly-report',
      );
    const job = (
      report?.spec?.jobTemplate as {
        spec: {
          backoffLimit: number;
          activeDeadlineSeconds: number;
          template: {spec: {terminationGracePeriodSeconds: number}};
        };
      }
    ).spec;
    const needed = minActiveDeadlineSeconds({
      backoffLimit: job.backoffLimit,
      longestAttemptSeconds: nightlyReportTiming.longestAttemptSeconds,
      startupSeconds: nightlyReportTiming.startupSeconds,
    });
    const allowed = maxActiveDeadlineSeconds(
      nightlyReportTiming.graceSeconds,
      job.template.spec.terminationGracePeriodSeconds,
    );
    expect(job.activeDeadlineSeconds).toBeGreaterThanOrEqual(needed);
    expect(job.activeDeadlineSeconds).toBeLessThanOrEqual(allowed);
  });

  it('the helm values page has at least one values block', () => {
    const file = join(root, 'docs', 'kubernetes', 'helm-values.mdx');
    const valueBlocks = yamlBlocks(file, readFileSync(file, 'utf8')).filter((block) =>
      /^#\s*values\.yaml\b/.test(block.source.trimStart()),
    );
    expect(valueBlocks.length).toBeGreaterThan(0);
  });
});

describe('the manifest checks themselves', () => {
  const check = (source: string) =>
    blockProblems({file: join(root, 'docs', 'kubernetes', 'x.mdx'), line: 1, index: 1, source});
  const cronJob = (schedule: string, extra = '') => `apiVersion: batch/v1
kind: CronJob
metadata:
  name: nightly
spec:
  schedule: "${schedule}"
  jobTemplate:
    spec:
      template:
        metadata:
          annotations:
            ${monitorAnnotation}: "mon_8f3k2j5h1q"
            ${tokenSecretAnnotation}: "saturn-token-nightly"
        spec:
          restartPolicy: ${extra || 'OnFailure'}
          containers:
            - name: job
              image: busybox:1.36
`;

  it('accepts a valid CronJob', () => {
    expect(check(cronJob('0 3 * * *'))).toEqual([]);
  });

  it('rejects a 6-field schedule, a bad restartPolicy and an unknown field, naming the block', () => {
    expect(check(cronJob('0 0 3 * * *')).join('\n')).toMatch(
      /x\.mdx, yaml block 1.*expected 5 fields/,
    );
    expect(check(cronJob('0 3 * * *', 'Always')).join('\n')).toMatch(
      /not a valid batch\/v1 CronJob/,
    );
    expect(
      check(cronJob('0 3 * * *').replace('schedule:', 'schedul: "x"\n  schedule:')),
    ).not.toEqual([]);
  });

  it('rejects a monitored CronJob without a token Secret annotation', () => {
    expect(check(cronJob('0 3 * * *').replace(/^.*token-secret.*\n/m, '')).join('\n')).toMatch(
      /no saturn\.example\/token-secret/,
    );
  });

  it('rejects Helm values that do not match the chart', () => {
    expect(check('# values.yaml\ninjector:\n  failurePolicy: Never\n')).not.toEqual([]);
    expect(check('# values.yaml\ntoken:\n  existingSecret: saturn-token\n')).toEqual([]);
  });

  it('validates cron schedules field by field', () => {
    expect(cronScheduleProblem('*/15 * * * *')).toBeNull();
    expect(cronScheduleProblem('30 2 * * MON-FRI')).toBeNull();
    expect(cronScheduleProblem('@daily')).toBeNull();
    expect(cronScheduleProblem('60 * * * *')).toMatch(/minute/);
    expect(cronScheduleProblem('0 3 * 13 *')).toMatch(/month/);
    expect(cronScheduleProblem('@fortnightly')).toMatch(/macro/);
    expect(cronScheduleProblem('CRON_TZ=UTC 0 3 * * *')).toMatch(/timeZone/);
  });
});
