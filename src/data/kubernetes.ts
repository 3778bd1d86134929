/**
 * Facts about Saturn's Kubernetes integration (the `saturn/saturn-sidecar`
 * Helm chart) that pages and tests share, and the rules the sidecar follows
 * when something goes wrong. The chart's values and their defaults live in
 * `charts/saturn-sidecar/values.schema.json`; the arithmetic built on these
 * rules (ping budget, termination grace, DST nights) is in
 * `src/lib/cronjob-timing.ts`.
 */
import {cliRetryBackoffSeconds} from './facts';
import {outputLastLineTooLong} from './redaction-limits';

export const kubernetesIntegration = {
  /** Pod-template annotation that opts a Job's pods into monitoring; its value is the monitor ID. */
  monitorAnnotation: 'saturn.example/monitor-id',
  /** Optional pod-template annotation naming the container to report when the pod has several. */
  containerAnnotation: 'saturn.example/container',
  /**
   * Optional pod-template annotation naming the Secret (in the pod's namespace)
   * that holds this pod's token. It overrides `token.existingSecret`, so each
   * CronJob of a namespace can use its own monitor token.
   */
  tokenSecretAnnotation: 'saturn.example/token-secret',
  /** Oldest Kubernetes minor version the chart supports (native sidecars are on by default from 1.29). */
  minKubernetesVersion: '1.29',
  /** Name of the injected sidecar container (an init container with `restartPolicy: Always`). */
  sidecarContainerName: 'saturn-sidecar',
  /** ClusterRole that lets a pod read its own status and logs. */
  podReaderClusterRole: 'saturn-sidecar-pod-reader',
  /** RoleBinding the injector creates in each namespace where it injects a sidecar. */
  roleBindingName: 'saturn-sidecar',
  /** Environment variables the injector sets on the sidecar (the same names the CLI reads). */
  sidecarEnvironment: ['SATURN_MONITOR_ID', 'SATURN_TOKEN', 'SATURN_API_URL'],
  /**
   * Resolution of `durationMs`, in milliseconds. The sidecar computes it from
   * the container's `startedAt` and `finishedAt`, which the API serializes as
   * RFC 3339 timestamps in whole seconds, so every duration is a multiple of 1000.
   */
  durationResolutionMs: 1000,
  /** Pauses between the attempts of one ping, in seconds: the CLI's, shared by the sidecar. */
  retryBackoffSeconds: cliRetryBackoffSeconds,
  /** Kubernetes' default `terminationGracePeriodSeconds` for a pod that sets none. */
  defaultTerminationGraceSeconds: 30,
} as const;

/**
 * One situation the sidecar can meet, and what the sidecar, the job and
 * Saturn do in it. The sidecar page renders this list as its table of
 * failure modes; `tests/unit/kubernetes.test.ts` checks the invariants
 * (the job's result never depends on Saturn, the sidecar never exits on
 * its own while the job container runs).
 */
export interface SidecarRule {
  id: string;
  /** What happens, as an operator would describe it. */
  when: string;
  /** What the sidecar does. */
  sidecar: string;
  /** What happens to the job container and the Job. */
  job: string;
  /** What Saturn shows. */
  saturn: string;
  /** The first line of the sidecar's log in this situation, when it logs one. */
  log?: string;
}

/**
 * The sidecar never exits before the kubelet stops it. A native sidecar
 * (`restartPolicy: Always`) that exits while the job container runs is
 * restarted by the kubelet, with the crash-loop backoff, so exiting would
 * only add restarts and noise. On an error it logs, stops pinging and waits.
 */
export const sidecarStaysUntilStopped =
  'The sidecar never exits on its own. A native sidecar that exits while the job container runs is restarted by the kubelet, with the same backoff as a crash loop. So on an error that a retry cannot fix (no token, a rejected token, an invalid configuration), the sidecar logs it once, sends no further pings for this pod and waits until the kubelet stops it after your container has exited.';

export const sidecarRules: readonly SidecarRule[] = [
  {
    id: 'image-pull',
    when: "The node cannot pull the sidecar image: the registry is unreachable, or an image pull Secret is missing from the job's namespace",
    sidecar: 'Never starts. The pod shows Init:ErrImagePull, then Init:ImagePullBackOff.',
    job: 'Held back: Kubernetes starts the job container only after every native sidecar before it has started, so the job waits until the image can be pulled or activeDeadlineSeconds ends the Job. A mirrored image with pullPolicy IfNotPresent (the default) avoids it.',
    saturn: 'Sees no ping and reports MISSED at the due time plus the grace period.',
  },
  {
    id: 'limits-required',
    when: 'A ResourceQuota in the namespace counts limits.cpu or limits.memory, or an admission policy (Gatekeeper, Kyverno) requires limits, and sidecar.resources has no such limit. The quota check covers init containers, so it covers the sidecar.',
    sidecar:
      'Never exists: the API server refuses the whole pod, for example with must specify limits.cpu for: saturn-sidecar.',
    job: 'Does not run: the Job controller records a FailedCreate event and keeps retrying to create the pod, and each attempt is refused the same way. Keep a CPU and a memory limit in sidecar.resources (the chart sets limits.cpu 100m and limits.memory 64Mi by default); a CPU limit only throttles the sidecar, which is harmless for pings.',
    saturn: 'Sees no ping and reports MISSED at the due time plus the grace period.',
  },
  {
    id: 'unreachable',
    when: 'Saturn cannot be reached: DNS failure, connection refused or reset, a timeout, or a 5xx answer',
    sidecar: `Retries the ping up to pingRetries times, each attempt limited to pingTimeoutSeconds, with pauses of ${cliRetryBackoffSeconds.slice(0, -1).join(', ')} and ${cliRetryBackoffSeconds.at(-1)} seconds between attempts, then logs a warning and gives that ping up. It still sends the next ping of the run.`,
    job: 'Unaffected: the pings are sent beside it, never before it or instead of it.',
    saturn:
      "Records nothing for the lost ping. Without the start ping, the success or fail ping is the run's only ping: it counts for the due time only if it arrives within the grace period around it, otherwise the due time becomes MISSED. Without the final ping, the run is left open: it becomes LATE at its start plus the grace period, and so does every later run until you close the left-over run (LATE on every run, below). After a timeout, the lost attempt may have been recorded after all: then a retried start ping leaves one run open too many (LATE on every run, below), and a retried success or fail ping counts one run more than ran.",
    log: 'level=warn msg="ping failed, giving up" kind=success attempts=4',
  },
  {
    id: 'rate-limited',
    when: 'Saturn answers 429 Rate limit exceeded',
    sidecar:
      'Waits the seconds in the Retry-After header instead of its own pause, then retries, within the same number of retries.',
    job: 'Unaffected.',
    saturn: 'Records the ping when a retry gets through.',
    log: 'level=warn msg="rate limited" kind=start retryAfter=30',
  },
  {
    id: 'token-rejected',
    when: 'Saturn answers 401: the token is wrong or revoked, or the monitor ID in the annotation is not the monitor token’s own: another monitor’s ID, or a mistyped one',
    sidecar:
      'Logs an error and sends no further ping for this pod, because a retry cannot succeed with the same token.',
    job: 'Unaffected.',
    saturn: 'Sees no ping of the run and reports MISSED at the due time plus the grace period.',
    log: 'level=error msg="token rejected, no further pings for this pod" status=401',
  },
  {
    id: 'monitor-not-found',
    when: 'Saturn answers 404: the monitor ID in the annotation does not exist in the token’s organization. Only an organization token gets this answer; with a monitor token, as these pages set up, a mistyped ID answers 401',
    sidecar: 'Logs an error and sends no further ping for this pod.',
    job: 'Unaffected.',
    saturn: 'Has no monitor to report on. The real monitor, if any, reports MISSED.',
    log: 'level=error msg="monitor not found, no further pings for this pod" status=404 monitor=mon_8f3k2j5h1q',
  },
  {
    id: 'no-token',
    when: "The token Secret or its key is missing from the pod's namespace",
    sidecar:
      'Starts anyway (the Secret is referenced with optional: true), logs an error naming the Secret, key and namespace, and sends no ping.',
    job: 'Unaffected: a missing optional Secret never blocks a pod.',
    saturn: 'Reports MISSED at the due time plus the grace period.',
    log: 'level=error msg="no token: Secret saturn-token-db-backup has no key token in namespace batch-jobs"',
  },
  {
    id: 'invalid-config',
    when: 'The configuration is invalid: a monitor ID annotation that is not mon_ and 10 characters, an unknown container name in the container annotation, or a token-secret annotation that is not a valid Secret name',
    sidecar:
      'Logs an error naming the value and sends no ping. For an invalid Secret name, the injector leaves the token out of the sidecar rather than make the pod invalid, so the pod is still created.',
    job: 'Unaffected.',
    saturn: 'Reports MISSED at the due time plus the grace period.',
    log: 'level=error msg="invalid configuration, no pings for this pod" annotation=saturn.example/container value=reprot',
  },
  {
    id: 'api-server',
    when: 'The sidecar cannot read its own pod from the Kubernetes API: RBAC forbids it (403), or a NetworkPolicy blocks the API server',
    sidecar:
      "Retries the watch with backoff and logs each failure. Without the pod's status it cannot see the container start or its exit code, so it sends no ping.",
    job: 'Unaffected.',
    saturn: 'Reports MISSED at the due time plus the grace period.',
    log: 'level=error msg="cannot watch pod" err="pods \\"db-backup-29015460-x7k2p\\" is forbidden"',
  },
  {
    id: 'sigterm-during-ping',
    when: 'The kubelet sends SIGTERM while the final ping is still being sent (it sends it as soon as the job container has exited)',
    sidecar:
      "Keeps sending the final ping, with its retries, until it is done or the pod's terminationGracePeriodSeconds runs out and the kubelet sends SIGKILL.",
    job: "Already finished; the Job's result is recorded whatever the sidecar does.",
    saturn:
      "Gets the final ping if the grace period covers the ping's worst case. Otherwise the run is left open: it becomes LATE at its start plus the grace period, and so does every later run until you close the left-over run (LATE on every run, below).",
  },
];

/**
 * When `activeDeadlineSeconds` starts counting. The Job controller
 * (pkg/controller/job, syncJob) sets `status.startTime` the first time it
 * handles a Job that is not suspended, before it creates a pod, and
 * `pastActiveDeadline` measures the time since `status.startTime`.
 */
export const activeDeadlineStart =
  'The deadline counts from the Job’s `status.startTime`, which the Job controller sets when it first handles the Job, before it creates the pod, so it includes the time the pod waits for a node, its image and the sidecar.';

/**
 * How the sidecar reads the tail of the job container's log. The pods/log
 * API (PodLogOptions) can only cut a log from the front (`limitBytes`, the
 * first bytes) or by lines (`tailLines`), so the sidecar reads the whole log
 * once the job container has exited and keeps its last bytes. The 65536-byte
 * bound is Saturn's, the `x-maxBytes` of `output` in openapi.yaml
 * (`api.maxOutputBytes`), not the Kubernetes API's.
 */
export const sidecarOutputRead =
  'The sidecar reads the job container’s whole log through the `pods/log` API once the container has exited, and keeps its last `outputCapture.maxBytes` bytes. The API cannot return those bytes by itself: its `limitBytes` parameter returns the first bytes of a log, and `tailLines` counts lines, not bytes.';

/**
 * The order in which the sidecar cuts and redacts the log tail, stated once: the order of
 * `redact()` in `src/lib/redaction.ts`, which the CLI, the sidecar and the plugin share. It
 * keeps the tail from its first whole line, redacts it, and drops whole lines from its start
 * while the redacted text is too long, so `outputCapture.maxBytes` bounds what is sent, after
 * redaction. The chart's values.schema.json describes `outputCapture.maxBytes` with
 * `sidecarOutputBound` (tests/unit/helm-values.test.ts).
 */
export const sidecarOutputBound = 'counted after redaction';
export const sidecarOutputRedaction = `It then redacts that tail, from its first whole line, with Saturn’s built-in rules and every pattern in \`redaction.patterns\`. A marker can be longer than the secret it replaces, so when the redacted text is longer than \`outputCapture.maxBytes\`, the sidecar drops whole lines from its start until it fits: \`outputCapture.maxBytes\` bounds the output sent, ${sidecarOutputBound}. ${outputLastLineTooLong('`outputCapture.maxBytes`')} The unredacted log never leaves your cluster: redaction runs inside the sidecar, before the request.`;

/**
 * What the sidecar does with the `runId` of the start ping. Success and
 * fail pings carry no run ID (openapi.yaml): each closes the monitor's
 * oldest open run, and its answer names the run it closed.
 */
export const sidecarRunId =
  'The sidecar keeps the runId of its start ping only to log it and to compare it with the runId in the answer to its success or fail ping, which names the run that ping closed. It cannot send it: success and fail pings have no run ID field, and each one closes the oldest open run of the monitor. When the answer names another run, because two runs of the monitor overlap or an earlier run was left open, the sidecar logs a warning with both IDs.';

/**
 * The warning of `sidecarRunId`: `runId` is the run this pod's start ping
 * opened, `closedRunId` the run its final ping closed.
 */
export const sidecarRunMismatchLog =
  'level=warn msg="ping closed another run" kind=success runId=run_5mq1w8z3rk closedRunId=run_8d3f6g1h4j';

/**
 * How the injector hands the sidecar its Kubernetes API credentials. By
 * default every container of a pod mounts the pod's service-account token;
 * a pod template that turns that off keeps the token away from the job
 * container, and the injector mounts it into the sidecar alone.
 */
export const injectorTokenMount =
  "The injector then mounts a projected token of the pod's service account into the `saturn-sidecar` container only, so the job container has no Kubernetes API credentials at all.";

/**
 * What `rbac.create: false` changes. The chart always creates the two
 * ClusterRoles; the value decides whether the injector may create
 * RoleBindings. The chart schema's `rbac.create` description says the same.
 */
export const rbacCreateFalse =
  "With `rbac.create: false` the chart still creates both ClusterRoles, the injector's and `saturn-sidecar-pod-reader`, but the injector's ClusterRole keeps only `get` and `patch` on its own MutatingWebhookConfiguration: no rights on `rolebindings` and no `bind`. The injector then creates no RoleBinding, and you create one in each namespace, with one subject per service account of a monitored CronJob.";

/**
 * What the CronJob controller (pkg/controller/cronjob, syncCronJob) does
 * when `concurrencyPolicy: Forbid` blocks a run: it records a
 * JobAlreadyActive event and returns without updating
 * `status.lastScheduleTime`, so on its next sync after the active Job ends
 * the blocked time is still an unmet schedule and is started then, subject
 * to `startingDeadlineSeconds`. Only the most recent unmet schedule is
 * started. `forbidBlockedRun` in `src/lib/cronjob-timing.ts` computes the
 * outcome.
 */
export const controllerForbidRule =
  '`Forbid` does not drop a blocked run, it postpones it. The controller leaves `status.lastScheduleTime` unchanged, so when the active Job ends it starts the most recent blocked schedule at once, if that schedule is still within `startingDeadlineSeconds` (always, when you set no deadline). Earlier blocked schedules are never started.';

/**
 * The timing assumptions of the nightly report on /kubernetes/examples: the
 * page renders its arithmetic from them with `minActiveDeadlineSeconds` and
 * `maxActiveDeadlineSeconds` (src/lib/cronjob-timing.ts), and
 * tests/unit/k8s-manifests.test.ts checks the manifest's values against both.
 */
export const nightlyReportTiming = {
  /** A normal report takes 5 to 10 minutes: the longest attempt. */
  longestAttemptSeconds: 600,
  /** Time the pod may wait for a node and its image before the first attempt. */
  startupSeconds: 300,
  /** The monitor's grace period. */
  graceSeconds: 1800,
} as const;

/**
 * The Helm releases the chart's pages are written for. `helm repo update
 * <repo>` takes a repository name from Helm 3.7 (cmd/helm/repo_update.go);
 * Helm 3.18.5 and Helm 4 validate values with santhosh-tekuri/jsonschema/v6
 * and print `- at '<JSON pointer>': <message>`, while Helm 3.18.4 and
 * earlier printed gojsonschema's `- <path>: <message>`.
 */
export const helmVersions = {
  /** Oldest Helm 3 release the pages' commands work with. */
  minHelm3: '3.7',
  /** First Helm 3 release with the schema validator that Helm 4 uses. */
  currentValidatorSince: '3.18.5',
} as const;
