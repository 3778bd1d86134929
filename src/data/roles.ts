/**
 * Roles of the members of a Saturn organization and what each may do.
 * The tokens-and-access-control page renders its permission table from this
 * file; `tests/unit/roles.test.ts` checks that the table is consistent (every
 * role is listed, higher roles never have fewer permissions).
 * API tokens are not members: their scope is in `tokenKinds`.
 */

import {apiOperationIds} from './facts';

export const roles = ['Owner', 'Admin', 'Member', 'Viewer'] as const;
export type Role = (typeof roles)[number];

/** One line per role: who it is for. */
export const roleSummaries: Record<Role, string> = {
  Owner:
    'The person accountable for the organization. Everything an Admin can do, plus billing, the plan and deleting the organization. An organization has at least one Owner.',
  Admin:
    'Runs Saturn for the team: members, roles, organization tokens and alert channels, on top of everything a Member can do.',
  Member:
    'Works on the jobs: creates and edits monitors, creates monitor tokens for them, and handles incidents.',
  Viewer: 'Reads monitors, incidents and analytics. Changes nothing.',
};

export interface Permission {
  /** What the permission allows, as a reader would search for it. */
  action: string;
  /** Roles that have it. */
  roles: readonly Role[];
}

export const permissions: readonly Permission[] = [
  {
    action: 'View monitors, runs, incidents and analytics',
    roles: ['Owner', 'Admin', 'Member', 'Viewer'],
  },
  {action: 'Acknowledge and resolve incidents', roles: ['Owner', 'Admin', 'Member']},
  {action: 'Create, edit and pause monitors', roles: ['Owner', 'Admin', 'Member']},
  {action: 'Create and end maintenance windows', roles: ['Owner', 'Admin', 'Member']},
  {action: 'Create and revoke monitor tokens', roles: ['Owner', 'Admin', 'Member']},
  {action: 'Delete monitors', roles: ['Owner', 'Admin']},
  {action: 'Configure alert channels (email, Slack, Discord, webhooks)', roles: ['Owner', 'Admin']},
  {action: 'Create and revoke organization tokens', roles: ['Owner', 'Admin']},
  {action: 'Invite and remove members, change roles (except Owner)', roles: ['Owner', 'Admin']},
  {action: 'Make a member Owner, or remove an Owner', roles: ['Owner']},
  {action: 'Change the plan and see invoices', roles: ['Owner']},
  {action: 'Delete the organization', roles: ['Owner']},
];

/**
 * The two kinds of API token and what each can reach. `operations` are
 * operationIds of `openapi/openapi.yaml`; a token can call nothing else.
 * No operation creates, changes or deletes a monitor, so no token can either:
 * see `monitorManagement`.
 */
export const tokenKinds = [
  {
    kind: 'Organization token',
    scope: 'All monitors and incidents of the organization',
    operations: apiOperationIds,
    createdBy: ['Owner', 'Admin'] as readonly Role[],
  },
  {
    kind: 'Monitor token',
    scope: 'The ping calls of one monitor only',
    operations: ['pingStart', 'pingSuccess', 'pingFail'],
    createdBy: ['Owner', 'Admin', 'Member'] as readonly Role[],
  },
] as const;

export type TokenKind = (typeof tokenKinds)[number]['kind'];

/** Whether a token of this kind may call the operation (an operationId of the OpenAPI file). */
export function tokenMayCall(kind: TokenKind, operationId: string): boolean {
  const token = tokenKinds.find((candidate) => candidate.kind === kind);
  return (token?.operations as readonly string[] | undefined)?.includes(operationId) ?? false;
}

/** Whether a person with this role holds the permission whose action starts with `action`. */
export function roleMay(role: Role, action: string): boolean {
  const permission = permissions.find((candidate) => candidate.action.startsWith(action));
  if (!permission) throw new Error(`No permission starts with "${action}"`);
  return permission.roles.includes(role);
}

/**
 * How monitors are created and changed. The API has no call that creates,
 * changes, pauses or deletes a monitor (the write API is on the roadmap as
 * `monitor-api`), so every change happens in the dashboard, by a person whose
 * role allows it. Tools that need a monitor (the WordPress plugin, a CI
 * script) read monitors with `listMonitors` and tell you which ones are
 * missing; they never create one.
 */
export const monitorManagement = {
  /** Where monitors are created, edited (name, schedule, time zone, grace period), paused and deleted. */
  changedIn: 'dashboard',
  /** The only API operation about monitors: it reads them. */
  readOperation: 'listMonitors',
  /** Permission (action prefix in `permissions`) needed to create, edit and pause monitors. */
  editPermission: 'Create, edit and pause monitors',
  /** Permission needed to delete monitors. */
  deletePermission: 'Delete monitors',
  /** Roadmap item (id in `roadmap.ts`) that would add write operations. */
  roadmapItem: 'monitor-api',
} as const;
