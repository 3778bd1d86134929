/**
 * The window Saturn's analytics look back over: the shorter of `analysisWindow.maxDays`
 * (30 days) and the history the organization's plan keeps, since a figure cannot count
 * runs that are already deleted. On Free, which keeps 7 days, the health score, MTBF and
 * MTTR, percentiles and uptime all cover 7 days. Pure functions, no React.
 */
import {analysisWindow} from '../data/analytics';
import {plans, type Plan} from '../data/facts';

/** The analytics window of a plan, in days. */
export function analysisWindowDays(plan: Pick<Plan, 'historyDays'>): number {
  if (!Number.isInteger(plan.historyDays) || plan.historyDays < 1) {
    throw new RangeError(
      `A plan keeps a whole number of days of history, got ${plan.historyDays}.`,
    );
  }
  return Math.min(analysisWindow.maxDays, plan.historyDays);
}

/** Each plan with its analytics window, in the order of `plans`. */
export const planWindows: readonly {plan: string; days: number}[] = plans.map((plan) => ({
  plan: plan.name,
  days: analysisWindowDays(plan),
}));

/** The plans whose window is shorter than `analysisWindow.maxDays`, as "7 days on Free". */
export const shorterWindowsText: string = joinWords(
  planWindows
    .filter((window) => window.days < analysisWindow.maxDays)
    .map((window) => `${window.days} days on ${window.plan}`),
);

/** The plans whose window is the whole `analysisWindow.maxDays`, as "Team and Business". */
export const fullWindowPlansText: string = joinWords(
  planWindows.filter((window) => window.days === analysisWindow.maxDays).map((w) => w.plan),
);

/**
 * The longest span that every plan keeping more history than the analytics window can
 * still list incidents for (90 days: Team keeps 90, Business more), and those plans, as
 * "Team and Business". MTBF over such a span comes from the calculator on
 * `/analytics/mtbf-mttr`, fed with the incidents the API lists.
 */
const longHistoryPlans = plans.filter((plan) => plan.historyDays > analysisWindow.maxDays);
export const longSpan: {days: number; plansText: string} = {
  days: Math.min(...longHistoryPlans.map((plan) => plan.historyDays)),
  plansText: joinWords(longHistoryPlans.map((plan) => plan.name)),
};

function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]!}`;
}
