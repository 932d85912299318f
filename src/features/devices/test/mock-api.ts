import { http, HttpResponse, type HttpHandler } from 'msw';
import admin from '@/../mocks/examples/admin.json';
import client from '@/../mocks/examples/client.json';

type Examples = Record<string, unknown>;

/** A seeded example of the mock (mocks/examples), so unit tests answer with shapes the contract accepts. */
export function example<T = unknown>(document: 'admin' | 'client', name: string): T {
  const entry = (document === 'admin' ? (admin as Examples) : (client as Examples))[name];
  if (entry === undefined) throw new Error(`No example ${document}.${name}`);
  return (entry && typeof entry === 'object' && 'value' in entry ? (entry as { value: unknown }).value : entry) as T;
}

export const ADMIN = '*/mock/admin/api/v1/acme';
export const CLIENT = '*/mock/client/api/v1';

/** The signed-in user's profile (every action allowed unless some are removed). */
export function profileHandler(without: readonly string[] = []): HttpHandler {
  const profile = example<{ actions: string[] }>('admin', 'getProfile');
  return http.get(`${ADMIN}/profile`, () => HttpResponse.json({ ...profile, actions: profile.actions.filter((action) => !without.includes(action)) }));
}

/** GET groups, for the group filters and the group field. */
export const groupsHandler = http.get(`${ADMIN}/groups`, () => HttpResponse.json(example('admin', 'listGroups')));
