/**
 * How plan changes and plan limits are applied. The limits themselves
 * (monitors, seats, history days) are in `plans` in facts.ts, and the grace
 * before over-limit monitors stop being evaluated is
 * `usageEnforcement.monitorLimitGraceDays`; this module adds the rules and
 * messages the billing pages describe.
 */
import {plans, usageEnforcement, type Plan} from './facts';

export const planChanges = {
  /** An upgrade applies at once; the rest of the billing month is prorated by day. */
  upgradeTakesEffect: 'immediately',
  /** A downgrade applies when the current billing month ends; until then the old limits hold. */
  downgradeTakesEffect: 'at the end of the current billing month',
} as const;

export const historyRetention = {
  /** History older than the plan's `historyDays` is deleted by a trim that runs once a day. */
  trimEveryHours: 24,
  /** After a downgrade, history beyond the new window is kept this many days before the trim deletes it. */
  downgradeDelayDays: usageEnforcement.monitorLimitGraceDays,
  /**
   * What the trim never deletes, whatever its age (`/billing/usage-enforcement`, `/legal/privacy`,
   * `/legal/dpa`): an incident that is not resolved, with its notes and who acted on it. Once
   * resolved, it is kept for the plan's history counted from its resolution. Deleting its monitor
   * deletes it with the monitor's history, and closing the organization deletes it with the rest.
   */
  unresolvedIncidents:
    'open and acknowledged incidents, with their notes and who acted on them, are kept until they are resolved, then for the history period counted from their resolution, unless their monitor or the organization is deleted first',
} as const;

/** The error the dashboard shows when a new monitor would exceed the plan (monitors are created only there). */
export function monitorLimitMessage(plan: Plan): string {
  return `Monitor limit reached: the ${plan.name} plan allows ${plan.monitors} monitors. Delete a monitor or upgrade your plan to add another.`;
}

/** The error shown when an invitation would exceed the plan's seats. */
export function seatLimitMessage(plan: Plan): string {
  return `Seat limit reached: the ${plan.name} plan allows ${plan.seats} members, pending invitations included. Remove a member or upgrade your plan to invite another.`;
}

/**
 * The cheapest plan whose limits hold a given number of monitors and people (seats), or
 * undefined when even the largest plan is too small. The plan examples on `/billing/plans`
 * and `/wordpress/bulk-agency` take their verdict from it.
 */
export function smallestPlanFor(need: {monitors: number; seats: number}): Plan | undefined {
  return [...plans]
    .sort((a, b) => a.priceUsdPerMonth - b.priceUsdPerMonth)
    .find((plan) => plan.monitors >= need.monitors && plan.seats >= need.seats);
}
