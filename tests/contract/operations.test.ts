import { describe, expect, it } from 'vitest';
import { endpoints as admin } from '@generated/admin/endpoints';
import { endpoints as client } from '@generated/client/endpoints';
import { endpoints as internal } from '@generated/internal/endpoints';

/** Spec section 7 lists 110 operations: 51 on the admin prefix, 38 client, 21 internal. */
describe('the three documents declare every call of spec section 7', () => {
  it.each([
    ['admin', admin, 51],
    ['client', client, 38],
    ['internal', internal, 21],
  ] as const)('%s has %i operations with unique ids', (_name, table, count) => {
    expect(table).toHaveLength(count);
    expect(new Set(table.map((endpoint) => endpoint.operationId)).size).toBe(count);
  });

  it('marks exactly the no-auth calls of the spec as public', () => {
    const open = [...admin, ...internal].filter((endpoint) => !endpoint.auth).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(open.sort()).toEqual([
      'GET /api/v1/{client}/account/metadata',
      'GET /api/v1/{client}/exchange',
      'GET /api/v1/{client}/url',
      'GET /internal/v1/exchange',
      'POST /internal/v1/verify',
    ]);
    expect(client.every((endpoint) => endpoint.auth)).toBe(true);
  });
});
