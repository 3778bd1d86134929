/**
 * What the anomaly rule's numbers mean statistically, for the pages that explain them:
 * how often a normal run is flagged by chance, how far a standard deviation measured
 * on a few runs can be from the true one, and when a rare kind of run stops being
 * flagged. The rule itself is in `./welford.ts`. Pure functions, no React.
 *
 * Durations are modelled as normally distributed, the textbook case. With a baseline
 * of n runs, the rule measures a new run x against the sample mean m and the sample
 * standard deviation s of those runs: z = (x - m) / s. Then x - m is normal with
 * variance sigma^2 (1 + 1/n), (n - 1) s^2 / sigma^2 is chi-squared with n - 1 degrees
 * of freedom, and the two are independent, so z / sqrt(1 + 1/n) follows Student's t
 * distribution with n - 1 degrees of freedom. Its tails are heavier than the normal
 * curve's, so a young baseline flags normal runs more often; as n grows, t tends to
 * the normal distribution, whose tail is the large-sample limit.
 *
 * The distributions are written out here from their closed forms, which hold because the
 * degrees of freedom are whole numbers: a distribution library (@stdlib's t CDF, jStat)
 * would bring its special-function machinery into the browser bundle of every page that
 * shows one of these figures (bundle the import with esbuild to see its size). `tests/unit/anomaly-statistics.test.ts` checks every function against
 * values from SciPy.
 */

const SQRT_PI = Math.sqrt(Math.PI);

/**
 * The error function for x >= 0, from the series
 * erf(x) = 2 / sqrt(pi) * exp(-x^2) * sum over k of (2x^2)^k x / (1 * 3 * ... * (2k + 1)),
 * whose terms are all positive, so nothing cancels.
 */
function erf(x: number): number {
  if (x === 0) return 0;
  // erfc(6) is about 2e-17, below what 1 - erf can show; the series would overflow later.
  if (x >= 6) return 1;
  const twoXSquared = 2 * x * x;
  let term = x;
  let sum = x;
  for (let k = 1; term > sum * Number.EPSILON; k += 1) {
    term *= twoXSquared / (2 * k + 1);
    sum += term;
  }
  return Math.min(1, (2 / SQRT_PI) * Math.exp(-x * x) * sum);
}

/**
 * P(|T| >= t) for Student's t distribution with a whole number `df` of degrees of freedom,
 * t >= 0. With theta = atan(t / sqrt(df)), P(|T| < t) is a finite sum (Abramowitz and
 * Stegun 26.7.3 and 26.7.4): for odd df, (2 / pi) (theta + sin(theta) cos(theta)
 * (1 + 2/3 cos^2 + 2*4 / (3*5) cos^4 + ... up to cos^(df-3))); for even df,
 * sin(theta) (1 + 1/2 cos^2 + 1*3 / (2*4) cos^4 + ... up to cos^(df-2)).
 */
function tTwoSidedTail(t: number, df: number): number {
  const theta = Math.atan(t / Math.sqrt(df));
  const c2 = Math.cos(theta) ** 2;
  const odd = df % 2 === 1;
  let term = 1;
  let sum = 1;
  for (let k = odd ? 3 : 2; k <= df - 1; k += 2) {
    term *= (c2 * (k - 1)) / k;
    sum += term;
  }
  const inside = odd
    ? (2 / Math.PI) * (theta + (df === 1 ? 0 : Math.sin(theta) * Math.cos(theta) * sum))
    : Math.sin(theta) * sum;
  return Math.max(0, 1 - inside);
}

/**
 * P(X <= x) for the chi-squared distribution with a whole number `df` of degrees of
 * freedom: the regularized lower incomplete gamma P(df / 2, x / 2), from
 * P(a + 1, y) = P(a, y) - y^a exp(-y) / Gamma(a + 1), starting at P(1, y) = 1 - exp(-y)
 * for even df and P(1/2, y) = erf(sqrt(y)) for odd df.
 */
function chiSquareCdf(x: number, df: number): number {
  if (x <= 0) return 0;
  const y = x / 2;
  const odd = df % 2 === 1;
  let p = odd ? erf(Math.sqrt(y)) : 1 - Math.exp(-y);
  // term = y^a exp(-y) / Gamma(a + 1) for the shape a being stepped from.
  let a = odd ? 0.5 : 1;
  let term = odd ? (2 * Math.sqrt(y) * Math.exp(-y)) / SQRT_PI : y * Math.exp(-y);
  while (a < df / 2) {
    p -= term;
    a += 1;
    term *= y / a;
  }
  return Math.min(1, Math.max(0, p));
}

/** The x at which `chiSquareCdf(x, df)` is p, by bisection (the CDF rises steadily). */
function chiSquareQuantile(p: number, df: number): number {
  let low = 0;
  let high = df + 10;
  while (chiSquareCdf(high, df) < p) high *= 2;
  for (let i = 0; i < 200 && high - low > 1e-14 * high; i += 1) {
    const middle = (low + high) / 2;
    if (chiSquareCdf(middle, df) < p) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

function assertThreshold(threshold: number): void {
  if (typeof threshold !== 'number' || !Number.isFinite(threshold) || threshold <= 0) {
    throw new RangeError(`A z-score threshold must be a number above 0, got ${String(threshold)}.`);
  }
}

function assertBaselineRuns(runs: number): void {
  if (runs !== Number.POSITIVE_INFINITY && (!Number.isInteger(runs) || runs < 2)) {
    throw new RangeError(
      `A baseline needs at least 2 runs for a standard deviation, got ${String(runs)}.`,
    );
  }
}

/**
 * The share of normal runs whose |z| reaches the threshold by chance, when the mean and
 * standard deviation are known exactly: P(|Z| >= threshold) for a standard normal Z.
 * The large-sample limit of `chanceFlagRate`.
 */
export function normalTailRate(threshold: number): number {
  assertThreshold(threshold);
  return 1 - erf(threshold / Math.SQRT2);
}

/**
 * The share of normal runs the rule flags by chance when the baseline holds
 * `baselineRuns` runs (normally distributed durations): P(|T| >= threshold / sqrt(1 + 1/n))
 * for T with n - 1 degrees of freedom. `Infinity` gives `normalTailRate`.
 */
export function chanceFlagRate(threshold: number, baselineRuns: number): number {
  assertThreshold(threshold);
  assertBaselineRuns(baselineRuns);
  if (baselineRuns === Number.POSITIVE_INFINITY) return normalTailRate(threshold);
  const t = threshold / Math.sqrt(1 + 1 / baselineRuns);
  return tTwoSidedTail(t, baselineRuns - 1);
}

/** "1 in N" for a rate: N rounded to `significant` significant digits (370, 120, 16,000). */
export function oneIn(rate: number, significant = 2): number {
  if (!Number.isFinite(rate) || rate <= 0 || rate > 1) {
    throw new RangeError(`A rate must be above 0 and at most 1, got ${String(rate)}.`);
  }
  return Number((1 / rate).toPrecision(significant));
}

/** The same as words: "1 in 370", "1 in 16,000". */
export function oneInText(rate: number, significant = 2): string {
  return `1 in ${oneIn(rate, significant).toLocaleString('en-US')}`;
}

/**
 * How far the true standard deviation can be from one measured on `runs` runs: the
 * `confidence` interval of sigma / s for normally distributed durations, from the
 * chi-squared distribution with runs - 1 degrees of freedom.
 */
export function stddevRatioInterval(runs: number, confidence = 0.95): {low: number; high: number} {
  assertBaselineRuns(runs);
  if (!Number.isFinite(runs)) throw new RangeError('The number of runs must be finite.');
  if (!(confidence > 0 && confidence < 1)) {
    throw new RangeError(`A confidence must be between 0 and 1, got ${String(confidence)}.`);
  }
  const df = runs - 1;
  const tail = (1 - confidence) / 2;
  return {
    low: Math.sqrt(df / chiSquareQuantile(1 - tail, df)),
    high: Math.sqrt(df / chiSquareQuantile(tail, df)),
  };
}

/**
 * The z-score a run of a rare kind settles at once the baseline has seen many cycles, when
 * a share `share` of a monitor's runs are of that kind (weekend runs, the monthly run) and
 * the rest of another: for two durations a and b, the baseline's mean is a + share (b - a)
 * and its standard deviation |b - a| sqrt(share (1 - share)), so a b-run sits at
 * sqrt((1 - share) / share) standard deviations, whatever a and b are. The spread within
 * each kind lowers it a little.
 */
export function minorityRunZ(share: number): number {
  if (!(share > 0 && share < 1)) {
    throw new RangeError(`A share of runs must be between 0 and 1, got ${String(share)}.`);
  }
  return Math.sqrt((1 - share) / share);
}

/**
 * The largest share of runs a second kind of run can have and still be flagged every time
 * once the baseline has absorbed it: `minorityRunZ(share) >= threshold` when
 * share <= 1 / (1 + threshold^2). A kind of run more common than that ends up inside the
 * normal range; a rarer one never does.
 */
export function flaggedMinorityShare(threshold: number): number {
  assertThreshold(threshold);
  return 1 / (1 + threshold ** 2);
}

/**
 * The lowest z a run can score against a baseline: a duration cannot be below 0, so a
 * run of 0 seconds scores -mean / stddev and no run scores lower. A short run can reach
 * a threshold t (z <= -t) only when mean >= t * stddev.
 */
export function lowestPossibleZ(mean: number, stddev: number): number {
  if (!(stddev > 0)) throw new RangeError('The standard deviation must be above 0.');
  if (mean < 0) throw new RangeError('The mean duration cannot be negative.');
  return -mean / stddev;
}

/**
 * The longest run a baseline flags as short at threshold t (|z| >= t): mean - t * stddev, or null when
 * that is below 0 seconds, so that no run, not even one of 0 seconds, is flagged as short.
 */
export function flaggedShortBelow(mean: number, stddev: number, threshold: number): number | null {
  const bound = mean - threshold * stddev;
  return bound >= 0 ? bound : null;
}
