import { QueryObserver } from '@tanstack/react-query';
import { getGetRoleQueryKey, getListRolesQueryKey, getListTagsQueryKey } from '@generated/admin/hooks/access/access';
import { getGetRetentionPolicyQueryKey } from '@generated/client/hooks/retention/retention';
import { describe, expect, it, vi } from 'vitest';
import { cachePolicy, queryOperation, type OperationId } from './cache-policy';
import { endpointTables } from './endpoint-lookup';
import { createQueryClient } from './query-client';

const endpoints = Object.values(endpointTables).flat();
const reads = new Set(endpoints.filter((endpoint) => endpoint.method === 'GET').map((endpoint) => endpoint.operationId));

describe('the cache policy', () => {
  it('names every mutating operation of the three contracts, and only queries as what it changes', () => {
    const mutating = endpoints.filter((endpoint) => endpoint.method !== 'GET').map((endpoint) => endpoint.operationId);
    expect(mutating.filter((operationId) => !cachePolicy[operationId as OperationId])).toEqual([]);
    const targets = Object.values(cachePolicy).flatMap((effect) => [...effect.invalidates, ...(effect.writes ? [effect.writes] : [])]);
    expect(targets.filter((operationId) => !reads.has(operationId))).toEqual([]);
  });

  it('tells the operation of every generated query key, in all three documents', () => {
    for (const endpoint of endpoints.filter((candidate) => candidate.method === 'GET')) {
      const url = endpoint.path.replace(/\{(\w+)\}/g, (_match, name: string) => `${name}-1`);
      expect([url, queryOperation([url, { page: 2 }])]).toEqual([url, endpoint.operationId]);
    }
    expect(queryOperation(['payload-data-text', 'https://s3.example/x'])).toBeUndefined();
  });

  it('after a save, fetches the lists and the record again, whatever their parameters', async () => {
    const client = createQueryClient();
    const fetches = vi.fn().mockResolvedValue({});
    const observe = (queryKey: readonly unknown[]) =>
      new QueryObserver(client, { queryKey, queryFn: () => fetches(queryKey[0]) }).subscribe(() => undefined);
    const stop = [
      observe(getListRolesQueryKey('acme', { is_system: false })),
      observe(getGetRoleQueryKey('acme', 'Night Desk')),
      observe(getListTagsQueryKey('acme')),
    ];
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(3));
    const save = client.getMutationCache().build(client, { mutationKey: ['putRole'], mutationFn: () => Promise.resolve({}) });
    await save.execute({ client: 'acme', roleReference: 'Night Desk', data: {} });
    expect(
      fetches.mock.calls
        .slice(3)
        .map(([url]) => url as string)
        .sort(),
    ).toEqual(['/api/v1/acme/roles', '/api/v1/acme/roles/Night Desk']);
    stop.forEach((unsubscribe) => unsubscribe());
  });

  it('drops a deleted record instead of asking for it again, and writes an answer that is the new record', async () => {
    const client = createQueryClient();
    client.setQueryData(getGetRoleQueryKey('acme', 'Night Desk'), { role_reference: 'Night Desk' });
    client.setQueryData(getGetRoleQueryKey('acme', 'Day Desk'), { role_reference: 'Day Desk' });
    await client
      .getMutationCache()
      .build(client, { mutationKey: ['deleteRole'], mutationFn: () => Promise.resolve(undefined) })
      .execute({ client: 'acme', roleReference: 'Night Desk' });
    expect(client.getQueryData(getGetRoleQueryKey('acme', 'Night Desk'))).toBeUndefined();
    expect(client.getQueryData(getGetRoleQueryKey('acme', 'Day Desk'))).toEqual({ role_reference: 'Day Desk' });

    client.setQueryData(getGetRetentionPolicyQueryKey(), { record_types: [] });
    const saved = { record_types: [{ record_type: 'Audit' }] };
    await client
      .getMutationCache()
      .build(client, { mutationKey: ['putRetentionPolicy'], mutationFn: () => Promise.resolve(saved) })
      .execute({ data: saved });
    expect(client.getQueryData(getGetRetentionPolicyQueryKey())).toEqual(saved);
  });
});
