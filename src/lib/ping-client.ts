/**
 * How long one ping of Saturn's own clients (the CLI, the Kubernetes sidecar) can take.
 * It imports only `facts.ts`, so any page can use it without carrying the Kubernetes or
 * cron rules. Pure functions, no React.
 */
import {cliRetryBackoffSeconds} from '../data/facts';

export interface PingClientSettings {
  timeoutSeconds: number;
  retries: number;
}

/**
 * The longest one ping can take, in seconds, when every attempt times out:
 * `retries + 1` attempts of `timeoutSeconds`, plus the pause before each
 * retry. With 10 s and 3 retries: 4 x 10 + 1 + 2 + 4 = 47 s. A 429 answer's
 * Retry-After replaces a pause and can make it longer.
 */
export function pingWorstCaseSeconds(
  {timeoutSeconds, retries}: PingClientSettings,
  backoffSeconds: readonly number[] = cliRetryBackoffSeconds,
): number {
  let pauses = 0;
  for (let retry = 0; retry < retries; retry += 1) {
    pauses += backoffSeconds[Math.min(retry, backoffSeconds.length - 1)] ?? 0;
  }
  return (retries + 1) * timeoutSeconds + pauses;
}
