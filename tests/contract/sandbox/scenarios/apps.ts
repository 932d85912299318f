import { expect } from 'vitest';
import type { Json, Scenario } from '../scenario';
import { checkList, readAll } from '../lists';

const APPS = '/api/v1/acme/account/apps';
const appPath = (reference: string) => `${APPS}/${encodeURIComponent(reference)}`;
const byReference = (app: Json) => app.app_reference;

const NEW_APP = {
  oidc_config: {
    issuer: 'https://auth.acme.example',
    audience: 'new-integration',
    jwks_uri: 'https://auth.acme.example/.well-known/jwks.json',
  },
  group: 'Compliance',
  roles: ['Read Only'],
  cidr_ranges: [],
};

export const appScenarios: Scenario[] = [
  {
    name: 'apps: client apps page by reference; one reads back; an unknown app is 404',
    run: async (api) => {
      const all = await checkList(api, { document: 'admin', path: APPS, key: byReference });
      const references = all.map(byReference);
      expect(references, 'ordered by reference').toEqual([...references].sort());
      expect((await api.get('admin', appPath('archive.bot (v2)'))).body).toEqual(
        all.find((app: Json) => app.app_reference === 'archive.bot (v2)'),
      );
      await api.get('admin', appPath('no-such-app'), { status: 404 });
    },
  },
  {
    name: 'apps: an app is created (201), read back and listed, refused when it exists (409), replaced, deleted then 404',
    run: async (api) => {
      const { body: created, status } = await api.post('admin', appPath('new integration'), { body: NEW_APP });
      expect(status).toBe(201);
      expect(created).toEqual({ app_reference: 'new integration', ...NEW_APP });
      expect((await api.get('admin', appPath('new integration'))).body).toEqual(created);
      expect((await readAll(api, { document: 'admin', path: APPS })).map(byReference)).toContain('new integration');
      const { body: duplicate } = await api.post('admin', appPath('new integration'), { body: NEW_APP, status: 409 });
      expect(duplicate.message).toBe('Client app new integration already exists');

      const replacement = {
        oidc_config: { ...NEW_APP.oidc_config, audience: 'renamed-audience' },
        group: 'Field Engineers',
        roles: ['Device Manager', 'Read Only'],
      };
      const { body: updated } = await api.put('admin', appPath('new integration'), { body: replacement });
      expect(updated).toEqual({ app_reference: 'new integration', ...replacement, cidr_ranges: [] });
      expect((await api.get('admin', appPath('new integration'))).body).toEqual(updated);

      await api.delete('admin', appPath('new integration'), { status: 204 });
      await api.get('admin', appPath('new integration'), { status: 404 });
      await api.put('admin', appPath('new integration'), { body: replacement, status: 404 });
      await api.delete('admin', appPath('new integration'), { status: 404 });
    },
  },
  {
    name: 'apps: an app naming an unknown group or role is 422 on create and update',
    run: async (api) => {
      const broken = { ...NEW_APP, group: 'Nowhere', roles: ['Read Only', 'Nobody'] };
      const expected = [
        { path: 'group', message: 'No group Nowhere exists' },
        { path: 'roles.1', message: 'No role Nobody exists' },
      ];
      expect((await api.post('admin', appPath('broken-app'), { body: broken, status: 422 })).body.errors).toEqual(expected);
      await api.get('admin', appPath('broken-app'), { status: 404 });
      expect((await api.put('admin', appPath('crm-integration'), { body: broken, status: 422 })).body.errors).toEqual(expected);
      expect((await api.get('admin', appPath('crm-integration'))).body.group).toBe('Compliance');
    },
  },
];
