import { expect } from 'vitest';
import type { Json, Scenario } from '../scenario';
import { checkList, readAll } from '../lists';

const key = (comment: Json) => comment.comment_id;

export const commentScenarios: Scenario[] = [
  {
    name: 'comments: the list across payloads pages, counts and filters',
    run: async (api) => {
      await checkList(api, {
        document: 'client',
        path: '/api/v1/comments',
        key,
        total: true,
        filters: [
          { name: 'closed', query: { is_closed: true }, keeps: (comment) => comment.is_closed },
          { name: 'open', query: { is_closed: false }, keeps: (comment) => !comment.is_closed },
          { name: 'types', query: { types: ['Call'] }, keeps: (comment) => comment.payload_type === 'Call' },
          { name: 'group', query: { group: 'London Trading' }, keeps: (comment) => comment.group === 'London Trading' },
          { name: 'from', query: { from: '2026-10-20' }, keeps: (comment) => comment.raised_at >= '2026-10-20' },
        ],
      });
    },
  },
  {
    name: 'comments: raise, edit and close a comment; it shows on the payload, across payloads and in the audit',
    run: async (api) => {
      const [call] = await readAll(api, {
        document: 'client',
        path: '/api/v1/payloads',
        query: { types: ['Call'], payload_state: ['Processed'] },
      });
      const path = `/api/v1/payloads/${call.payload_reference}/comments`;
      const { body: raised } = await api.post('client', path, {
        body: { message: 'Check the price quoted at 0:02.', comment_duration: { start_time: 2, duration: 1.5 } },
      });
      expect(raised).toMatchObject({
        comment_version: 1,
        is_closed: false,
        raised_by: 'it.admin@acme.example',
        payload_reference: call.payload_reference,
      });
      const own = await readAll(api, { document: 'client', path });
      expect(own.at(-1).comment_id).toBe(raised.comment_id);
      const { body: edited } = await api.put('client', `${path}/${raised.comment_id}`, {
        body: { message: 'Price confirmed with the desk.' },
      });
      expect(edited).toMatchObject({
        comment_version: 2,
        comment_body: 'Price confirmed with the desk.',
        updated_by: 'it.admin@acme.example',
      });
      expect(edited.comment_duration).toBeUndefined();
      const { body: closed } = await api.delete('client', `${path}/${raised.comment_id}`);
      expect(closed).toMatchObject({ is_closed: true, closed_by: 'it.admin@acme.example' });
      await api.put('client', `${path}/${raised.comment_id}`, { body: { message: 'too late' }, status: 409 });
      const { body: again } = await api.delete('client', `${path}/${raised.comment_id}`);
      expect(again.closed_at).toBe(closed.closed_at);
      const across = await readAll(api, { document: 'client', path: '/api/v1/comments', query: { is_closed: true } });
      expect(across[0].comment_id).toBe(raised.comment_id);
      const { body: audit } = await api.get('client', `/api/v1/payloads/${call.payload_reference}/audit`);
      expect(audit.records.map((record: Json) => record.action)).toEqual(
        expect.arrayContaining(['CreatePayloadComment', 'UpdatePayloadComment', 'ClosePayloadComment']),
      );
      await api.put('client', `${path}/01JBZZZZZZZZZZZZZZZZZZZZZZ`, { body: { message: 'x' }, status: 404 });
    },
  },
];
