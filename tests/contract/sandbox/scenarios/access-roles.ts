import { expect } from 'vitest';
import type { Json, Scenario } from '../scenario';
import { checkList, readAll } from '../lists';

const ROLES = '/api/v1/acme/roles';
const DEFAULTS = '/api/v1/acme/account/defaults';
const rolePath = (reference: string) => `${ROLES}/${encodeURIComponent(reference)}`;
const byReference = (role: Json) => role.role_reference;
/** Holds Compliance Reviewer only. */
const REVIEWER = { client: 'acme', user: 'priya.natarajan@acme.example', name: 'Priya Natarajan' };

const DESK_REVIEWER = {
  description: 'Reviews the rates desk. <b>not bold</b>',
  permissions: [
    { actions_matching: 'list*', is_denied: false, is_regex: false, conditions: [{ keys_matching: 'desk', values_matching: 'rates' }] },
    { actions_matching: '^getPayload(Data)?$', is_denied: false, is_regex: true, conditions: [] },
  ],
  payload_types: ['Call'],
  cidr_ranges: ['10.1.0.0/16'],
  alert_permissions: { ops_read: true, ops_write: false, sec_read: false, sec_write: false },
  is_alertable: true,
};

export const accessRoleScenarios: Scenario[] = [
  {
    name: 'access: roles page by reference and filter on system or client roles; one reads back; an unknown role is 404',
    run: async (api) => {
      const all = await checkList(api, {
        document: 'admin',
        path: ROLES,
        key: byReference,
        filters: [
          { name: 'is_system=true', query: { is_system: true }, keeps: (role) => role.is_system },
          { name: 'is_system=false', query: { is_system: false }, keeps: (role) => !role.is_system },
        ],
      });
      const references = all.map(byReference);
      expect(references, 'ordered by reference').toEqual([...references].sort());
      expect((await api.get('admin', rolePath('External Auditor (2026)'))).body).toEqual(
        all.find((role: Json) => role.role_reference === 'External Auditor (2026)'),
      );
      await api.get('admin', rolePath('No Such Role'), { status: 404 });
    },
  },
  {
    name: 'access: a role is created, read back, listed and replaced; a system role cannot be changed (403); a broken regular expression is 422',
    run: async (api) => {
      const { body: created } = await api.put('admin', rolePath('Desk Reviewer'), { body: DESK_REVIEWER });
      expect(created).toEqual({
        role_reference: 'Desk Reviewer',
        ...DESK_REVIEWER,
        permissions: [
          {
            ...DESK_REVIEWER.permissions[0],
            conditions: [{ keys_matching: 'desk', values_matching: 'rates', is_denied: false, is_regex: false }],
          },
          DESK_REVIEWER.permissions[1],
        ],
        is_system: false,
      });
      expect((await api.get('admin', rolePath('Desk Reviewer'))).body).toEqual(created);
      expect((await api.get('admin', ROLES, { query: { is_system: false } })).body.data.map(byReference)).toContain('Desk Reviewer');

      const { body: replaced } = await api.put('admin', rolePath('Desk Reviewer'), {
        body: { permissions: [{ actions_matching: 'listGroups' }], alert_permissions: DESK_REVIEWER.alert_permissions },
      });
      expect(replaced).toEqual({
        role_reference: 'Desk Reviewer',
        permissions: [{ actions_matching: 'listGroups', is_denied: false, is_regex: false, conditions: [] }],
        cidr_ranges: [],
        alert_permissions: DESK_REVIEWER.alert_permissions,
        is_alertable: false,
        is_system: false,
      });

      const { body: refused } = await api.put('admin', rolePath('Administrator'), { body: DESK_REVIEWER, status: 403 });
      expect(refused.message).toBe('Administrator is a system role and cannot be changed');
      expect((await api.get('admin', rolePath('Administrator'))).body.permissions).toEqual([
        { actions_matching: '*', is_denied: false, is_regex: false, conditions: [] },
      ]);

      const { body: broken } = await api.put('admin', rolePath('Desk Reviewer'), {
        body: {
          ...DESK_REVIEWER,
          permissions: [
            { actions_matching: '(unclosed', is_regex: true, conditions: [{ names_matching: 'ok', keys_matching: '[', is_regex: true }] },
          ],
        },
        status: 422,
      });
      expect(broken.errors).toEqual([
        { path: 'permissions.0.actions_matching', message: 'Must be a valid regular expression' },
        { path: 'permissions.0.conditions.0.keys_matching', message: 'Must be a valid regular expression' },
      ]);
    },
  },
  {
    name: 'access: a saved role changes what its holders may do at once',
    run: async (api) => {
      await api.get('admin', '/api/v1/acme/tags', { as: REVIEWER, status: 403 });
      const { body: reviewer } = await api.get('admin', rolePath('Compliance Reviewer'));
      const { role_reference: _reference, is_system: _system, ...request } = reviewer;
      await api.put('admin', rolePath('Compliance Reviewer'), {
        body: { ...request, permissions: [...reviewer.permissions, { actions_matching: 'listTags' }] },
      });
      expect((await api.get('admin', '/api/v1/acme/tags', { as: REVIEWER })).body.count).toBeGreaterThan(0);
      const { body: profile } = await api.get('admin', '/api/v1/acme/profile', { as: REVIEWER });
      expect(profile.actions).toContain('listTags');
      await api.put('admin', rolePath('Compliance Reviewer'), {
        body: { ...request, permissions: [...reviewer.permissions, { actions_matching: 'listTags', is_denied: true }] },
      });
      await api.get('admin', '/api/v1/acme/tags', { as: REVIEWER, status: 403 });
    },
  },
  {
    name: 'access: system roles cannot be deleted (403); a default, client app or support access role is refused (409); a deleted role is 404',
    run: async (api) => {
      expect((await api.delete('admin', rolePath('Read Only'), { status: 403 })).body.message).toBe(
        'Read Only is a system role and cannot be deleted',
      );
      await api.put('admin', DEFAULTS, { body: { user_group: 'Compliance', role: 'Ops Engineer', cidr_ranges: [] } });
      expect((await api.delete('admin', rolePath('Ops Engineer'), { status: 409 })).body.message).toBe(
        "Role Ops Engineer is the account's default role",
      );
      expect((await api.delete('admin', rolePath('Device Manager'), { status: 409 })).body.message).toBe(
        'Role Device Manager is held by the client app device-provisioning',
      );
      await api.delete('admin', '/api/v1/acme/account/apps/device-provisioning', { status: 204 });
      expect((await api.delete('admin', rolePath('Device Manager'), { status: 409 })).body.message).toMatch(
        /^Role Device Manager is held by the approved support access request \S+$/,
      );
      await api.delete('admin', rolePath('Security Analyst'), { status: 204 });
      await api.get('admin', rolePath('Security Analyst'), { status: 404 });
      await api.delete('admin', rolePath('Security Analyst'), { status: 404 });
      expect((await readAll(api, { document: 'admin', path: ROLES })).map(byReference)).not.toContain('Security Analyst');
      await api.get('admin', '/api/v1/acme/alerts/summary', {
        as: { client: 'acme', user: 'sec.analyst@acme.example', name: 'Sec Analyst' },
        status: 403,
      });
    },
  },
  {
    name: 'access: the account defaults read back after a change; an unknown group or role is 422',
    run: async (api) => {
      const { body: seeded } = await api.get('admin', DEFAULTS);
      expect(seeded).toEqual({ user_group: 'Compliance', role: 'Read Only', cidr_ranges: ['10.0.0.0/8', '192.168.0.0/16'] });
      const changed = { user_group: 'Field Engineers', role: 'Ops Engineer', cidr_ranges: ['172.16.0.0/12'] };
      expect((await api.put('admin', DEFAULTS, { body: changed })).body).toEqual(changed);
      expect((await api.get('admin', DEFAULTS)).body).toEqual(changed);
      const { body: broken } = await api.put('admin', DEFAULTS, {
        body: { user_group: 'Nowhere', role: 'Nobody', cidr_ranges: [] },
        status: 422,
      });
      expect(broken.errors).toEqual([
        { path: 'user_group', message: 'No group Nowhere exists' },
        { path: 'role', message: 'No role Nobody exists' },
      ]);
      expect((await api.get('admin', DEFAULTS)).body).toEqual(changed);
    },
  },
  {
    name: "access: staff read a client's roles page by page, including a role just saved; an unknown client is 404",
    run: async (api) => {
      await api.put('admin', rolePath('Desk Reviewer'), { body: DESK_REVIEWER });
      const all = await checkList(api, { document: 'internal', path: '/internal/v1/clients/acme/roles', key: byReference });
      expect(all).toEqual(await readAll(api, { document: 'admin', path: ROLES }));
      expect(all.map(byReference)).toContain('Desk Reviewer');
      await api.get('internal', '/internal/v1/clients/no-such-client/roles', { status: 404 });
    },
  },
];
