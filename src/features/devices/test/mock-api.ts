import { HttpResponse, type HttpHandler } from 'msw';
import { adminApi, type AdminSchemas } from '@/test/contract-http';
import admin from '@/../mocks/examples/admin.json';
import client from '@/../mocks/examples/client.json';

type Examples = Record<string, unknown>;

/** A seeded example of the mock (mocks/examples), so unit tests answer with shapes the contract accepts. */
export function example<T = unknown>(document: 'admin' | 'client', name: string): T {
  const entry = (document === 'admin' ? (admin as Examples) : (client as Examples))[name];
  if (entry === undefined) throw new Error(`No example ${document}.${name}`);
  return (entry && typeof entry === 'object' && 'value' in entry ? (entry as { value: unknown }).value : entry) as T;
}

/** The signed-in user's profile (every action allowed unless some are removed). */
export function profileHandler(without: readonly string[] = []): HttpHandler {
  const profile = example<AdminSchemas['Profile']>('admin', 'getProfile');
  return adminApi.get('/api/v1/{client}/profile', () =>
    HttpResponse.json({ ...profile, actions: profile.actions.filter((action) => !without.includes(action)) }),
  );
}

/** GET groups, for the group filters and the group field. */
export const groupsHandler = adminApi.get('/api/v1/{client}/groups', () => HttpResponse.json(example('admin', 'listGroups')));
