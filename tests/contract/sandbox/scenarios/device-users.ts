import { expect } from 'vitest';
import type { Json, Scenario } from '../scenario';
import { checkList, readAll } from '../lists';

const key = (user: Json) => user.device_user_reference;
const userPath = (reference: string) => `/api/v1/acme/users/${encodeURIComponent(reference)}`;
const NEW_USER = {
  group: 'London FX Desk',
  services: ['calls', 'sms'],
  expected_device_count: 1,
  email: 'nadia.rahman@acme.example',
  first_name: 'Nadia',
  surname: 'Rahman',
};

export const deviceUserScenarios: Scenario[] = [
  {
    name: 'device users: the list pages by reference, counts its total and filters on group, status, legacy, service and search',
    run: async (api) => {
      const all = await readAll(api, { document: 'admin', path: '/api/v1/acme/users' });
      expect(all.map(key)).toEqual([...all.map(key)].sort());
      await checkList(api, {
        document: 'admin',
        path: '/api/v1/acme/users',
        key,
        total: true,
        filters: [
          { name: 'group', query: { group: 'London Trading' }, keeps: (user) => user.group === 'London Trading' },
          { name: 'active', query: { status: 'active' }, keeps: (user) => user.is_active },
          { name: 'offboarded', query: { status: 'offboarded' }, keeps: (user) => !user.is_active },
          { name: 'legacy', query: { is_legacy: true }, keeps: (user) => user.is_legacy },
          { name: 'service', query: { service: 'interviews' }, keeps: (user) => user.services.includes('interviews') },
          {
            name: 'search by surname, any case and accent',
            query: { search: 'SOUZA' },
            keeps: (user) => user.surname.toLowerCase() === 'souza',
          },
        ],
      });
    },
  },
  {
    name: 'device users: onboard, read back, edit (their devices follow), offboard (their devices are deactivated), onboard again',
    run: async (api) => {
      await api.get('admin', userPath('nadia.rahman'), { status: 404 });
      const { status, body: created } = await api.post('admin', userPath('nadia.rahman'), { body: NEW_USER });
      expect(status).toBe(201);
      expect(created).toMatchObject({
        ...NEW_USER,
        device_user_reference: 'nadia.rahman',
        is_active: true,
        offboard_date: null,
        is_legacy: false,
      });
      expect((await api.get('admin', userPath('nadia.rahman'))).body).toEqual(created);
      await api.post('admin', userPath('nadia.rahman'), { body: NEW_USER, status: 409 });

      const [device] = await readAll(api, { document: 'admin', path: userPath('james.whitfield') + '/devices' });
      const { body: james } = await api.get('admin', userPath('james.whitfield'));
      const { body: edited } = await api.put('admin', userPath('james.whitfield'), {
        body: {
          group: 'London FX Desk',
          services: james.services,
          email: james.email,
          first_name: james.first_name,
          surname: james.surname,
        },
      });
      expect(edited.group).toBe('London FX Desk');
      const { body: moved } = await api.get('admin', `/api/v1/acme/devices/${encodeURIComponent(device.device_reference)}`);
      expect(moved.group).toBe('London FX Desk');
      const { body: history } = await api.get('admin', `/api/v1/acme/devices/${encodeURIComponent(device.device_reference)}/history`);
      expect(history.data[0]).toMatchObject({ group: 'London FX Desk', to: null, user: 'james.whitfield' });
      expect(history.data[1]).toMatchObject({ group: 'London Trading', to: history.data[0].from });

      const { body: offboarded } = await api.delete('admin', userPath('james.whitfield'), { query: { offboard_date: '2026-10-31' } });
      expect(offboarded).toMatchObject({ is_active: false, offboard_date: '2026-10-31T00:00:00Z' });
      const devices = await readAll(api, { document: 'admin', path: userPath('james.whitfield') + '/devices' });
      expect(devices.every((entry) => entry.is_deactivated)).toBe(true);
      await api.delete('admin', userPath('james.whitfield'), { status: 409 });
      await api.put('admin', userPath('james.whitfield'), {
        body: {
          group: 'London Trading',
          services: james.services,
          email: james.email,
          first_name: james.first_name,
          surname: james.surname,
        },
        status: 409,
      });
      const { body: back } = await api.post('admin', userPath('james.whitfield'), {
        body: {
          group: 'London Trading',
          services: james.services,
          email: james.email,
          first_name: james.first_name,
          surname: james.surname,
        },
      });
      expect(back).toMatchObject({ is_active: true, offboard_date: null, group: 'London Trading' });
    },
  },
  {
    name: 'device users: 422 for an unknown group, a licence limit exceeded or an offboarding in the future; 404 for an unknown user',
    run: async (api) => {
      const { body: unknownGroup } = await api.post('admin', userPath('nadia.rahman'), {
        body: { ...NEW_USER, group: 'Nowhere Desk' },
        status: 422,
      });
      expect(unknownGroup.errors).toEqual([{ path: 'group', message: 'No group Nowhere Desk exists' }]);
      const { body: licences } = await api.get('admin', '/api/v1/acme/licenses');
      const videos = licences.services.find((entry: Json) => entry.service === 'videos');
      const over = videos.limit - videos.expected + 1;
      const { body: overLimit } = await api.post('admin', userPath('nadia.rahman'), {
        body: { ...NEW_USER, services: ['videos'], expected_device_count: over },
        status: 422,
      });
      expect(overLimit.errors).toEqual([
        {
          path: 'services',
          message: `The videos licence limit of ${videos.limit} would be exceeded (${videos.limit + 1} devices expected)`,
        },
      ]);
      const { body: future } = await api.delete('admin', userPath('ana.souza'), { query: { offboard_date: '2030-01-01' }, status: 422 });
      expect(future.errors).toEqual([{ path: 'offboard_date', message: 'The offboard date cannot be in the future' }]);
      await api.put('admin', userPath('no-such-user'), { body: NEW_USER, status: 404 });
      await api.get('admin', `${userPath('no-such-user')}/devices`, { status: 404 });
    },
  },
];
