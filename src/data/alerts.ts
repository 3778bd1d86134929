/**
 * How Saturn delivers alerts on its email, Slack and Discord channels:
 * which incident events notify, reminders, retries and the sender address.
 * Webhook delivery (signatures, retries) is described with the API on
 * /alerts/webhooks. Which plan includes which channel is in `plans` in
 * `facts.ts`.
 */
import {severities, type IncidentStatus, type Severity} from './facts';

/** The incident events that send a notification on every channel. */
export const notifyingEvents = ['opened', 'acknowledged', 'resolved'] as const;

/**
 * The alert channels a new organization starts with: none. Incidents open in
 * the dashboard, and nobody is notified until someone adds a channel.
 */
export const newOrganizationAlertChannels: readonly string[] = [];

/** Reminders for an incident that stays OPEN; acknowledging stops them. */
export const reminders = {
  /** Reminder intervals a channel can choose, in hours. */
  choicesHours: [1, 4, 24] as const,
  /** Reminders are off on a new channel. */
  defaultEnabled: false,
  /** Reminders are sent only while the incident is in this state. */
  onlyWhile: 'OPEN' satisfies IncidentStatus,
} as const;

/** Delivery of a notification to Slack, Discord or an email server. */
export const delivery = {
  /** Attempts in total, the first included. */
  attempts: 5,
  /** Wait before the 2nd, 3rd, 4th and 5th attempt, in minutes. */
  backoffMinutes: [1, 2, 4, 8] as const,
  /** After this many failed notifications in a row the channel is marked failing and its owners get an email. */
  failuresBeforeChannelMarkedFailing: 10,
} as const;

/** The address alert emails come from. */
export const emailSender = {
  address: 'alerts@saturn.example',
  displayName: 'Saturn Alerts',
} as const;

/** Colours of the severity bar in Slack attachments and Discord embeds. */
export const severityColours = {
  LOW: '#2f80ed',
  MEDIUM: '#f2994a',
  HIGH: '#d92d20',
} as const;

/**
 * Which incidents a channel receives. Each alert channel has a minimum
 * severity and a list of monitors; there is no maximum, so a channel set to
 * LOW also receives every HIGH incident.
 */
export const channelRouting =
  'A channel receives an incident when the incident’s severity is at or above the channel’s minimum severity and its monitor is in the channel’s list. There is no maximum: a channel set to LOW receives every incident, HIGH ones included.';

/**
 * Which events a webhook endpoint receives: all of them. Webhooks carry
 * monitor events too, which have no severity, so an endpoint has no minimum
 * severity and no monitor list; the receiver filters on the event's `data`.
 * A maintenance window still holds incident events back (`webhookMaintenance`).
 */
export const webhookRouting =
  'A webhook endpoint has no minimum severity and no monitor list: it receives every incident and monitor event of your organization, except the incident events a maintenance window holds back. Filter in your receiver, on `data.severity` and `data.monitorId` of incident events.';

/**
 * What a maintenance window does to a change of an incident that opened before it, stated once.
 * A window holds back every notification for the monitors it covers and sends none after it.
 * Acknowledging or resolving an incident notifies the channels that received it, so an
 * acknowledgement or a resolution made while a window covers the monitor, whoever makes it
 * (the dashboard, Slack's buttons, the API, or Saturn itself on a success ping), is recorded on
 * the incident and notified nowhere, then or later. A change made after the window is notified
 * as usual. Reminders are notifications too: none is sent during a window, and they go on after
 * it for an incident that is still `reminders.onlyWhile`.
 */
export const maintenanceIncidentChanges =
  'While a maintenance window covers a monitor, acknowledging or resolving one of its incidents sends nothing on any channel, then or after the window, whether the change is made in the dashboard, from Slack, through the API, or by Saturn itself on a success ping. The incident records the change as usual. A change made after the window is sent as usual.';

/** Reminders during a maintenance window (`maintenanceIncidentChanges`). */
export const maintenanceReminders = `No reminder is sent while a maintenance window covers the monitor; reminders go on after the window for an incident that is still ${reminders.onlyWhile}.`;

/**
 * What a maintenance window does to webhook events. A window holds back every incident event
 * for the monitors it covers: no incident opens, and the acknowledgement or resolution of an
 * incident that opened before it is not sent, during the window or later
 * (`maintenanceIncidentChanges`). A change after the window is sent as usual. Monitor events are
 * changes to your configuration, not alerts, and are sent as usual. `webhookReconcile` says how a
 * receiver that mirrors incidents catches up, with listIncidents (openapi.yaml).
 */
export const webhookMaintenance =
  'During a maintenance window Saturn sends no incident events for the monitors it covers. No incident opens, so there is no `incident.opened`. An incident that opened before the window can still be acknowledged or resolved, by a person or by a success ping, but no `incident.acknowledged` or `incident.resolved` is sent for an acknowledgement or a resolution made during the window, then or later; a change made after the window is sent as usual. Monitor events are sent as usual.';

/**
 * What a maintenance window does to the Slack or Discord message of an incident that opened
 * before it, from `maintenanceIncidentChanges`: an edit is a notification, so a change made
 * during the window edits nothing, then or later. RESOLVED is final (an incident is never
 * reopened), so an incident resolved during the window never changes again and its message
 * keeps the earlier state for good; an incident acknowledged during the window, or left alone,
 * is edited when it is resolved after the window.
 */
export const chatMessageMaintenance =
  'A message posted before a maintenance window is not updated during it. When an incident that opened before the window is acknowledged or resolved while the window covers its monitor, by a person or by a success ping, Saturn neither edits the message nor posts anything for it, then or after the window. An incident resolved during the window never changes again, so its message keeps its earlier state, OPEN or ACKNOWLEDGED, for good. An incident acknowledged during the window still shows OPEN, and its message is edited when it is resolved after the window. After a window, check the dashboard for the real state of the incidents the channel shows as open.';

/**
 * What a Slack user sees who clicks Acknowledge or Resolve while a window covers the monitor:
 * the action is recorded, and Saturn answers the click through its `response_url` with an
 * ephemeral reply, which only that user sees. That reply answers the user's own click and goes
 * to no one else, so it is not a notification the window holds back.
 */
export const slackClickDuringMaintenance =
  'A click on Acknowledge or Resolve while a maintenance window covers the monitor still acknowledges or resolves the incident. Because the window holds the message back, Saturn answers with a private reply that only you see, saying that the incident is acknowledged or resolved and that the message is not updated for it; the rest of the channel sees no change.';

/** How a receiver that mirrors incidents elsewhere catches up after a window. */
export const webhookReconcile =
  'So a receiver that mirrors incidents in another tool reconciles after each window: list the incidents that are still OPEN with `GET /api/incidents?status=OPEN`, and those that are ACKNOWLEDGED with `status=ACKNOWLEDGED`, then resolve on the other side every forwarded incident that is in neither list, and acknowledge there those in the second.';

/** True when a channel with this minimum severity receives an incident of this severity. */
export function channelReceives(minimum: Severity, severity: Severity): boolean {
  return severities.indexOf(severity) >= severities.indexOf(minimum);
}
