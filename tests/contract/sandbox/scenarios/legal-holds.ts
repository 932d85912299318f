import { expect } from 'vitest';
import { USERS, type Json, type Scenario } from '../scenario';
import { checkList, readAll } from '../lists';

const HOLDS = '/api/v1/account/legal_holds';
const holdPath = (type: string, target: string) => `${HOLDS}/${type}/${encodeURIComponent(target)}`;
const keyOf = (hold: Json) => `${hold.target_type}:${hold.target}`;
/** Lists uk groups only (External Auditor (2026)). */
const AUDITOR = { client: 'acme', user: 'external.auditor@audit-firm.example', name: 'External Auditor' };

export const legalHoldScenarios: Scenario[] = [
  {
    name: 'legal holds: the list pages newest first and filters on target type and on active or released',
    run: async (api) => {
      const all = await checkList(api, {
        document: 'client',
        path: HOLDS,
        key: keyOf,
        filters: [
          { name: 'target_type', query: { target_type: 'DeviceUser' }, keeps: (hold) => hold.target_type === 'DeviceUser' },
          { name: 'is_active=true', query: { is_active: true }, keeps: (hold) => hold.is_active },
          { name: 'is_active=false', query: { is_active: false }, keeps: (hold) => !hold.is_active },
          {
            name: 'both',
            query: { target_type: 'PortalUser', is_active: false },
            keeps: (hold) => hold.target_type === 'PortalUser' && !hold.is_active,
          },
        ],
      });
      const placed = all.map((hold: Json) => hold.created_at);
      expect(placed, 'newest first').toEqual([...placed].sort().reverse());
    },
  },
  {
    name: 'legal holds: a caller sees holds on device users of the groups they may list only',
    run: async (api) => {
      const seen = await readAll(api, { document: 'client', path: HOLDS, as: AUDITOR });
      const targets = seen.map((hold: Json) => hold.target);
      expect(targets).toEqual(expect.arrayContaining(['marcus.bell', 'legacy.rosa.lima', 'joao.pereira@acme.example']));
      expect(targets, 'Middle East Desk is not a uk group').not.toContain('laila.haddad');
    },
  },
  {
    name: 'legal holds: placing creates or re-activates a hold, releasing keeps it listed as inactive; 404 for an unknown target, 422 for a body naming another',
    run: async (api) => {
      const path = holdPath('DeviceUser', 'james.whitfield');
      const { body: placed } = await api.put('client', path, { body: { target: 'james.whitfield', target_type: 'DeviceUser' } });
      expect(placed).toMatchObject({
        target: 'james.whitfield',
        target_type: 'DeviceUser',
        is_active: true,
        updated_by: USERS.acmeAdmin.user,
        created_at: '2026-11-01T09:00:00Z',
      });
      const { body: active } = await api.get('client', HOLDS, { query: { target_type: 'DeviceUser', is_active: true } });
      expect(active.data[0], 'the newest hold comes first').toEqual(placed);

      const { body: released } = await api.delete('client', path, { status: 200 });
      expect(released).toMatchObject({
        target: 'james.whitfield',
        is_active: false,
        created_at: placed.created_at,
        updated_by: USERS.acmeAdmin.user,
      });
      const { body: inactive } = await api.get('client', HOLDS, { query: { is_active: false } });
      expect(inactive.data.map(keyOf)).toContain('DeviceUser:james.whitfield');
      expect((await api.delete('client', path)).body, 'releasing a released hold changes nothing').toEqual(released);

      const portal = holdPath('PortalUser', 'former.trader@acme.example');
      const { body: again } = await api.put('client', portal, {
        body: { target: 'former.trader@acme.example', target_type: 'PortalUser' },
      });
      expect(again).toMatchObject({ is_active: true, created_at: '2026-04-15T09:00:00Z', updated_by: USERS.acmeAdmin.user });
      await api.put('client', holdPath('PortalUser', 'sec.analyst@acme.example'), {
        body: { target: 'sec.analyst@acme.example', target_type: 'PortalUser' },
      });

      await api.put('client', holdPath('DeviceUser', 'no.such.user'), {
        body: { target: 'no.such.user', target_type: 'DeviceUser' },
        status: 404,
      });
      await api.put('client', holdPath('PortalUser', 'nobody@acme.example'), {
        body: { target: 'nobody@acme.example', target_type: 'PortalUser' },
        status: 404,
      });
      await api.delete('client', holdPath('DeviceUser', 'ana.souza'), { status: 404 });
      const { body: mismatch } = await api.put('client', holdPath('DeviceUser', 'ana.souza'), {
        body: { target: 'james.whitfield', target_type: 'PortalUser' },
        status: 422,
      });
      expect(mismatch.errors).toEqual([
        { path: 'target', message: 'Must name the same target as the path' },
        { path: 'target_type', message: 'Must name the same target type as the path' },
      ]);
      const all = await readAll(api, { document: 'client', path: HOLDS });
      expect(all.map(keyOf)).not.toContain('DeviceUser:ana.souza');
      expect(all.filter((hold: Json) => hold.is_active).map(keyOf)).toEqual(
        expect.arrayContaining(['PortalUser:former.trader@acme.example', 'PortalUser:sec.analyst@acme.example']),
      );
    },
  },
];
