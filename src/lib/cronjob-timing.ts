/**
 * Arithmetic on the rules of `src/data/kubernetes.ts`: how long the sidecar
 * can take to deliver a ping, how much termination grace a pod needs for
 * it, how `activeDeadlineSeconds` relates to the grace period, and which
 * runs the Kubernetes CronJob controller starts on a daylight saving time
 * night compared with the runs Saturn expects. Pure functions, no React.
 */
import {dayMatches, nextRuns, parseCron, type CronSchedule} from './cron';
import {pingWorstCaseSeconds, type PingClientSettings} from './ping-client';
import {formatInZone, resolveLocal, toLocal} from './timezone';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 86_400 * SECOND;

// The sidecar retries as the CLI does (kubernetesIntegration.retryBackoffSeconds).
export {pingWorstCaseSeconds, type PingClientSettings} from './ping-client';

/**
 * The smallest `terminationGracePeriodSeconds` that lets the final ping
 * finish in the worst case, rounded up to a multiple of 10 s. The kubelet
 * sends SIGTERM to the sidecar as soon as the job container has exited; when
 * the pod is deleted (activeDeadlineSeconds, Replace, a drain), the job
 * container's own shutdown comes out of the same grace period first.
 */
export function minTerminationGraceSeconds(
  client: PingClientSettings,
  jobShutdownSeconds = 0,
): number {
  const needed = jobShutdownSeconds + pingWorstCaseSeconds(client);
  return Math.ceil(needed / 10) * 10;
}

/**
 * The largest `activeDeadlineSeconds` that still turns a hung run into a
 * FAIL before Saturn's grace period after its start ping runs out: the
 * deadline counts from the Job's start, which is never after the start ping,
 * and after it the pod needs its termination grace to deliver the fail ping.
 */
export function maxActiveDeadlineSeconds(
  graceSeconds: number,
  terminationGraceSeconds: number,
): number {
  return graceSeconds - terminationGraceSeconds;
}

export interface DstNightRun {
  /** Instant (epoch ms). */
  at: number;
  /** Local wall time and offset in the zone, `YYYY-MM-DD HH:MM (UTC-04:00)`. */
  local: string;
}

export interface DstNightComparison {
  /** Runs the CronJob controller starts in the window. */
  controller: DstNightRun[];
  /** Runs Saturn expects in the window. */
  saturn: DstNightRun[];
  /** Due times Saturn expects that the controller never starts: each becomes MISSED at due + grace. */
  missed: {due: DstNightRun; missedAt: DstNightRun}[];
  /** Runs the controller starts that Saturn does not expect: each is recorded as an extra run. */
  extra: DstNightRun[];
}

/**
 * The instants at which the CronJob controller starts runs between `from`
 * (exclusive) and `to` (inclusive), by `controllerDstRules`: a wall time that
 * does not exist is skipped, one that happens twice runs twice. Day matching
 * is Saturn's; it differs from the controller's only for `*\/N` in a day
 * field combined with the other day field, which this function is not for.
 */
export function controllerRuns(
  schedule: CronSchedule,
  timeZone: string,
  from: number,
  to: number,
): number[] {
  const runs: number[] = [];
  const firstDay = Math.floor(toLocal(timeZone, from) / DAY) * DAY - DAY;
  const lastDay = Math.floor(toLocal(timeZone, to) / DAY) * DAY + DAY;
  for (let day = firstDay; day <= lastDay; day += DAY) {
    if (!dayMatches(schedule, day)) continue;
    for (const hour of schedule.hours) {
      for (const minute of schedule.minutes) {
        const resolution = resolveLocal(timeZone, day + hour * 60 * MINUTE + minute * MINUTE);
        if (resolution.kind === 'normal') runs.push(resolution.instant);
        else if (resolution.kind === 'repeat') runs.push(...resolution.instants);
      }
    }
  }
  return [...new Set(runs)].filter((at) => at > from && at <= to).sort((a, b) => a - b);
}

/**
 * Compares the controller's runs with Saturn's due times in a window, for a
 * CronJob and a monitor with the same expression and time zone. Throws on an
 * expression Saturn does not accept.
 */
export function compareDstNight(
  expression: string,
  timeZone: string,
  graceSeconds: number,
  from: number,
  to: number,
): DstNightComparison {
  const parsed = parseCron(expression);
  if (!parsed.ok) throw new Error(parsed.problem.message);
  const show = (at: number): DstNightRun => ({at, local: formatInZone(timeZone, at)});
  const controller = controllerRuns(parsed.schedule, timeZone, from, to);
  const saturn = nextRuns(parsed.schedule, timeZone, from, 1000)
    .map((run) => run.at)
    .filter((at) => at <= to);
  const grace = graceSeconds * SECOND;
  // A controller run counts for a due time when it starts within [D - G, D + G).
  const used = new Set<number>();
  const missed: DstNightComparison['missed'] = [];
  for (const due of saturn) {
    const match = controller.find((at) => !used.has(at) && at >= due - grace && at < due + grace);
    if (match === undefined) missed.push({due: show(due), missedAt: show(due + grace)});
    else used.add(match);
  }
  const extra = controller.filter((at) => !used.has(at)).map(show);
  return {controller: controller.map(show), saturn: saturn.map(show), missed, extra};
}

export interface ForbidBlockedRun {
  /** When the controller starts the blocked run (epoch ms), or null when it never does. */
  startsAt: number | null;
  /**
   * What Saturn shows for the due time: `late-then-ok` (LATE without an
   * incident from D until the start ping, which counts for D), `missed`
   * (MISSED at D + G and no run), or `missed-then-extra-run` (MISSED at
   * D + G; the previous run's success resolves the incident, and the late
   * run is an extra run).
   */
  outcome: 'late-then-ok' | 'missed' | 'missed-then-extra-run';
  /** When the due time becomes MISSED (epoch ms), or null. */
  missedAt: number | null;
}

/**
 * A run due at `due` that `concurrencyPolicy: Forbid` blocks because the
 * previous Job is active until `previousEnds` (after `due`, before the next
 * due time), by `controllerForbidRule`: the controller starts it when the
 * previous Job ends, unless that is more than `startingDeadlineSeconds`
 * after `due`. The start ping is taken to arrive when the run starts (pod
 * start-up time is added by `startDelaySeconds`). Saturn's side follows
 * the `due-window`, `missed` and `extra-run` rules of `monitorRules`.
 */
export function forbidBlockedRun(options: {
  due: number;
  previousEnds: number;
  graceSeconds: number;
  startingDeadlineSeconds?: number;
  startDelaySeconds?: number;
}): ForbidBlockedRun {
  const {due, previousEnds, graceSeconds, startingDeadlineSeconds, startDelaySeconds = 0} = options;
  if (previousEnds <= due) throw new Error('The previous Job must still be active at the due time');
  const grace = graceSeconds * SECOND;
  const tooLate =
    startingDeadlineSeconds !== undefined && previousEnds > due + startingDeadlineSeconds * SECOND;
  if (tooLate) return {startsAt: null, outcome: 'missed', missedAt: due + grace};
  const startPing = previousEnds + startDelaySeconds * SECOND;
  if (startPing < due + grace)
    return {startsAt: previousEnds, outcome: 'late-then-ok', missedAt: null};
  return {startsAt: previousEnds, outcome: 'missed-then-extra-run', missedAt: due + grace};
}

/**
 * The pause before the n-th retry (from 1) of a failed Job attempt, in
 * seconds: 10 s, doubling each time. With `restartPolicy: OnFailure` the
 * kubelet restarts the container with its crash-loop back-off (capped at
 * 5 minutes); with `Never` the Job controller creates a new pod with its pod
 * back-off (capped at 6 minutes). Both start at 10 s and double, so the
 * smaller cap is used: it is reached only from the sixth retry on.
 */
export function jobRetryDelaySeconds(retry: number): number {
  if (!Number.isInteger(retry) || retry < 1) throw new RangeError('retry counts from 1');
  return Math.min(10 * 2 ** (retry - 1), 300);
}

/**
 * The smallest `activeDeadlineSeconds` that lets every attempt of a Job run
 * to its end: the deadline counts from the Job's start and covers all
 * attempts together (`backoffLimit` + 1 of them), the pauses between them and
 * the pod's start-up before the first one.
 */
export function minActiveDeadlineSeconds(options: {
  backoffLimit: number;
  longestAttemptSeconds: number;
  startupSeconds: number;
}): number {
  const {backoffLimit, longestAttemptSeconds, startupSeconds} = options;
  let total = startupSeconds + (backoffLimit + 1) * longestAttemptSeconds;
  for (let retry = 1; retry <= backoffLimit; retry += 1) total += jobRetryDelaySeconds(retry);
  return total;
}
