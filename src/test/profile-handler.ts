import { HttpResponse } from 'msw';
import type { PayloadType } from '@generated/admin/model';
import { adminApi } from './contract-http';

/** GET profile in unit tests: the signed-in user may do `actions` (`['*']`: everything) on `payloadTypes` (calls unless given). */
export function profileAllowing(actions: readonly string[], payloadTypes: readonly PayloadType[] = ['Call']) {
  return adminApi.get('/api/v1/{client}/profile', ({ params }) =>
    HttpResponse.json({
      user_reference: 'it.admin@acme.example',
      client: params.client,
      actions: [...actions],
      groups: [],
      payload_types: [...payloadTypes],
      roles: ['Administrator'],
    }),
  );
}
