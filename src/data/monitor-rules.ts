/**
 * What each ping does to a monitor's status and incidents: the rules of
 * Saturn's lateness model in words, one entry per rule.
 *
 * `src/lib/lateness/index.ts` (`simulate`) implements them, and
 * `tests/unit/monitor-rules.test.ts` runs one scenario per rule through it,
 * so a sentence here cannot drift from the code. The grace-periods page
 * renders this list; other pages link to it (`/monitors/grace-periods#rules`)
 * instead of restating a rule. The incidents each rule opens are in
 * `incidentRules` in `./facts.ts`; the DST rules are `dstRules` in
 * `./schedules.ts`; what counts as on time and as up is in `./analytics.ts`.
 *
 * D is a run's due time and G the monitor's grace period.
 */

import {uptime} from './analytics';
import {gracePeriod} from './facts';

export type MonitorRuleId =
  | 'due-window'
  | 'late-before-first-ping'
  | 'missed'
  | 'no-start-ping'
  | 'early-ping'
  | 'extra-run'
  | 'start-overrun'
  | 'success'
  | 'fail'
  | 'overlap'
  | 'frequent-jobs'
  | 'one-incident-per-type'
  | 'interval-due'
  | 'manual';

export interface MonitorRule {
  id: MonitorRuleId;
  /** A short name, used as the rule's label on the page. */
  name: string;
  /** The rule in the page's words (plain text, no Markdown). */
  text: string;
}

export const monitorRules: readonly MonitorRule[] = [
  {
    id: 'due-window',
    name: 'Which run a ping belongs to',
    text: "For a cron monitor, a run's first ping counts for the run due at D when it arrives from D − G up to, but not including, D + G, and that run has no ping yet. When two windows overlap, the earlier due time takes the ping.",
  },
  {
    id: 'late-before-first-ping',
    name: 'Between D and the first ping',
    text: 'From D until the run’s first ping, the status is LATE. No incident opens and no alert is sent.',
  },
  {
    id: 'missed',
    name: 'No ping by D + G',
    text: 'If no ping of any kind has arrived for the run at D + G, the status is MISSED and a MISSED incident opens with severity HIGH. A ping exactly at D + G is too late.',
  },
  {
    id: 'no-start-ping',
    name: 'Runs without a start ping',
    text: 'Without a start ping, the success or fail ping is the run’s first ping, so it must arrive before D + G: the grace period must cover the start delay plus the whole run. A run that hangs without a start ping is MISSED at D + G, like a run that never started.',
  },
  {
    id: 'early-ping',
    name: 'Early pings',
    text: 'A ping up to G before D counts for D, so nothing is expected at D and the status does not turn LATE.',
  },
  {
    id: 'extra-run',
    name: 'Extra runs',
    text: 'For a cron monitor, a first ping that falls in no open due time’s window (more than G before the next D, or after D + G of a run that was already MISSED) is an extra run, for example a run started by hand. It is recorded and its success or fail changes the status as usual, but it does not satisfy any due time: the next scheduled run is still expected.',
  },
  {
    id: 'start-overrun',
    name: 'A start ping with no end',
    text: 'A start ping opens a run. If neither success nor fail follows within G of the start ping, the status turns LATE and a LATE incident opens with severity MEDIUM. The run stays open, however long that takes, until a success or fail ping closes it; meanwhile the status is LATE, or MISSED if a later run is missed. If its own success or fail ping never comes, the next run’s success or fail ping closes it, as overlapping runs below explain, and leaves that next run open instead.',
  },
  {
    id: 'success',
    name: 'Success',
    text: 'A success ping closes the oldest open run, or is a run of its own without a start ping. The open MISSED, LATE and FAIL incidents of the monitor resolve, and the status becomes OK, unless a run that is already due has sent no ping of its own: then the status stays LATE until that run’s first ping or the end of its grace period.',
  },
  {
    id: 'fail',
    name: 'Fail',
    text: 'A fail ping closes the oldest open run, or is a run of its own. The status becomes FAILING and a FAIL incident opens with severity HIGH. FAILING lasts until a success ping, even if later runs are missed; their MISSED incidents still open.',
  },
  {
    id: 'overlap',
    name: 'Overlapping runs',
    text: 'Each start ping opens a run. A success or fail ping closes the oldest open run, because a ping does not say which run sent it. The status follows the most recent closing ping. So a run left open (its final ping lost, or its start ping delivered twice after a retry) keeps one run open too many: each later success or fail closes the run before its own, and every run then turns LATE once G has passed after its start, until one success or fail ping without a start closes the extra run.',
  },
  {
    id: 'frequent-jobs',
    name: 'Jobs that run every few minutes',
    text: `When a cron monitor's runs are less than 2 × G apart, the windows of consecutive runs overlap. With G at most the interval between runs, the overlap lies before each due time: a run that pings at or after its own D always counts for itself, and only a ping that arrives early (a host clock running fast) can be taken by a previous run that has not pinged. With G longer than the interval, a run that never pinged takes the next run's on-time ping, that run takes the ping of the one after it, and so on: while the job keeps running, the skipped run is never reported. The monitor stays LATE from the skipped run's due time, a LATE that counts as ${uptime.late.waiting} and opens no incident, until the job stops; then its last run is MISSED, one grace period after that run's due time. Keep G at most the interval. An every-minute job cannot avoid the overlap, because the smallest G is ${gracePeriod.minSeconds} seconds: give it G = ${gracePeriod.minSeconds} and keep the host's clock synchronized.`,
  },
  {
    id: 'one-incident-per-type',
    name: 'One open incident per type',
    text: 'A monitor has at most one open incident of each type. Another miss or failure while one is open counts one more occurrence on it instead of opening a new incident.',
  },
  {
    id: 'interval-due',
    name: 'Interval monitors',
    text: 'For an interval monitor, D is the time of the last ping of any kind plus the interval, so every start, success or fail ping restarts the clock. There is no due time before the first ping. Without start pings, the interval is measured between the ends of runs.',
  },
  {
    id: 'manual',
    name: 'Manual monitors',
    text: 'A manual monitor has no due times, so it never turns LATE or MISSED, and a start ping without an end opens no LATE incident. Only fail and success pings change its status.',
  },
];

export function monitorRule(id: MonitorRuleId): MonitorRule {
  const rule = monitorRules.find((candidate) => candidate.id === id);
  if (!rule) throw new Error(`Unknown monitor rule "${id}"`);
  return rule;
}

/**
 * What one run left open does to every run after it: the `start-overrun` and
 * `overlap` rules together. Saturn keeps a started run open until a success
 * or fail ping closes it, and a closing ping closes the oldest open run,
 * because success and fail pings carry no run ID. Saturn does not close a
 * run on its own after some time: it cannot tell a lost final ping from a run
 * that is slow but alive (whose end would then be filed under a later run),
 * so it keeps the rule simple and the recovery in your hands.
 *
 * The Kubernetes, WordPress and CLI pages render these sentences, and
 * `tests/unit/monitor-rules.test.ts` runs the cycle and its fix through
 * `simulate()` for a cron and an interval monitor.
 */
export const leftOpenRun = {
  /** Why a run is left open. */
  cause:
    'A run is left open when its start ping reached Saturn and its success or fail ping never will: the process or pod was killed with SIGKILL, the node was lost, Saturn could not be reached when the run ended, or a retried start ping was delivered twice.',
  /** What Saturn then shows, run after run. */
  effect:
    'The next run’s success or fail ping closes the oldest open run, which is the left-over one, and leaves the next run open in its place. That run turns LATE once the grace period after its start ping has passed, and a LATE incident (MEDIUM) opens, although the job succeeded. The following run’s success resolves it and the cycle repeats on every run.',
  /** How to tell this cycle from a job that really runs too long. */
  sign: 'A LATE incident that opens at each run’s start plus the grace period and that the next run’s success resolves, while every run succeeds within its usual time.',
  /** How to end the cycle. */
  fix: 'Send one success ping without a start ping for the monitor. It closes the left-over run, and from the next run on each run closes its own. Give it durationMs of a normal run: without it, Saturn records the time since the left-over run’s start ping as the duration, and that outlier enters the duration baseline of anomaly detection. Send it once: a second one, with no run left open, records a run that did not happen.',
} as const;

/**
 * What a retried success or fail ping does when its first attempt reached
 * Saturn and only the answer was too slow. Success and fail pings carry no
 * run ID or idempotency key (openapi.yaml), so Saturn cannot tell the retry
 * from a new ping: it closes the oldest open run, if any, or records a run
 * with no start ping. Every client that retries after a timeout (the CLI,
 * the sidecar, the WordPress plugin) can do this; a retry after a refused
 * connection or a 5xx answer cannot, because nothing was recorded.
 */
export const retriedFinalPing =
  'A success or fail ping whose first attempt reached Saturn, but whose answer did not arrive before the timeout, is recorded a second time by its retry: success and fail pings carry no run ID, so the retry closes the oldest run still open, or, with none open, records one more run with the same result, a run that did not happen. Either way Saturn counts one run more than ran. A ping refused or answered with a 5xx was not recorded, so its retry is not a duplicate.';

/**
 * Where a lock such as `flock -n` goes in a crontab line, and what Saturn reports for a run
 * the lock skipped (`/faq`, `/monitors/grace-periods`). In front of `saturn run`, a run that
 * finds the lock taken runs nothing and sends no ping, so its due time is reported like a
 * run that never started (the `missed` rule), and the long run's success resolves that
 * incident. Behind `saturn run`, the skipped run sends a start ping and a fail ping with
 * flock's exit code 1, which closes the oldest open run, the long one, as failed, and leaves
 * the skipped run's start open. `tests/unit/monitor-rules.test.ts` runs both through
 * `simulate()`.
 */
export const lockSkippedRun = {
  /**
   * A crontab line with the lock in front, on a lock file of its own in a directory only the
   * job's user can write. The crontab sets PATH, SATURN_TOKEN_FILE and SATURN_MONITOR_ID as the
   * Linux cron quickstart shows.
   */
  line: '*/5 * * * * flock -n /var/lib/sync-orders/run.lock saturn run -- /usr/local/bin/sync-orders',
  /** Makes the lock's directory once, owned by the user whose crontab runs the job. */
  lockDirectory: 'sudo install -d -o app -m 0700 /var/lib/sync-orders',
  placement:
    'Put `flock -n` in front of `saturn run`, not behind it, so that a run which finds the lock taken runs nothing and sends nothing. The lock is a file of its own, which `flock` creates, in a directory that only the job’s user can write (here `app`; make the directory once, as below). Not in `/tmp` or in Debian’s `/run/lock`, which every user can write: another user could take the lock first and skip every run, and where `fs.protected_regular` is set (systemd’s defaults set it) `flock` cannot open a lock file that another user created there. Do not lock the job’s own file either: `flock` opens its file for reading, so it fails with exit code 66 on a binary that others may run but not read (mode 0711), and an upgrade that renames a new file over the old one gives the next run a new file, unlocked, while the long run still holds the old one.',
  reported:
    'Saturn then gets no ping for the skipped run and reports it as it reports a run that never started: MISSED, with a HIGH incident, one grace period after its due time. That is the alert you want, because the job has fallen behind its schedule; the long run’s success ping resolves the incident when it arrives.',
  behind:
    'Behind `saturn run`, `flock -n` exits with 1 when the lock is taken, so the skipped run sends a fail ping, which closes the oldest open run, the long one still holding the lock, as failed, and leaves the skipped run’s start open.',
} as const;
