import {readFileSync} from 'node:fs';

import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';

import {permissions, roles, roleSummaries, tokenKinds} from '../../src/data/roles';

describe('roles and permissions', () => {
  it('summarizes every role', () => {
    expect(Object.keys(roleSummaries).sort()).toEqual([...roles].sort());
  });

  it('gives every permission to the Owner', () => {
    for (const permission of permissions) {
      expect(permission.roles, `"${permission.action}" must include Owner`).toContain('Owner');
    }
  });

  it('never gives a lower role a permission a higher role lacks', () => {
    for (const permission of permissions) {
      const ranks = permission.roles.map((role) => roles.indexOf(role)).sort((a, b) => a - b);
      // The roles holding a permission are always the top N roles.
      expect(ranks, `"${permission.action}" skips a role`).toEqual(ranks.map((_, index) => index));
    }
  });

  it('agrees with the token permissions', () => {
    const create = (action: string) =>
      permissions.find((permission) => permission.action.startsWith(action))!.roles;
    expect(create('Create and revoke organization tokens')).toEqual(tokenKinds[0].createdBy);
    expect(create('Create and revoke monitor tokens')).toEqual(tokenKinds[1].createdBy);
  });

  it('names only operations that exist in the OpenAPI file', () => {
    const document = yaml.load(readFileSync('openapi/openapi.yaml', 'utf8')) as {
      paths: Record<string, Record<string, {operationId?: string}>>;
    };
    const operationIds = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((operation) => operation.operationId),
    );
    for (const kind of tokenKinds) {
      for (const operation of kind.operations) expect(operationIds).toContain(operation);
    }
  });
});
