// Signing in: the sign-in URL of the mock identity provider, the token exchanges, account metadata
// and the profile, whose actions, groups and payload types come from the caller's roles.
import { accountMetadata, profile, staffProfile, STAFF_USER } from '../../data/auth.mjs';
import { CLIENT } from '../../data/org.mjs';
import { ADMIN_CLIENT } from '../auth/caller';
import { mintTokens, readRefreshToken, type Identity } from '../auth/tokens';
import type { HandlerTable } from '../handler';
import { badRequest, unauthorized } from '../http/errors';
import type { World } from '../world/world';

const STAFF: Identity = { client: ADMIN_CLIENT, user: STAFF_USER, name: 'Olivia Ops-Lead' };

function signedIn(world: World, client: string): Identity {
  if (client === ADMIN_CLIENT) return STAFF;
  return { client, user: world.org(client).admin, name: 'IT Admin' };
}

interface ExchangeQuery {
  code?: string | undefined;
  redirect_uri?: string | undefined;
  refresh_token?: string | undefined;
}

/** The first exchange (a code from the mock identity provider) or a refresh of the same identity. */
function exchange(world: World, client: string, query: ExchangeQuery) {
  if (query.refresh_token && !query.code) {
    const identity = readRefreshToken(query.refresh_token);
    if (!identity || identity.client !== client) throw unauthorized('The refresh token is not valid for this client');
    return mintTokens(identity);
  }
  if (!query.code || !query.redirect_uri || query.refresh_token) throw badRequest('Pass either code and redirect_uri, or refresh_token');
  return mintTokens(signedIn(world, client));
}

function displayName(world: World, client: string): string {
  return world.provider.clients.find((entry) => entry.client === client)?.display_name ?? client;
}

export const authAdmin = {
  getSignInUrl: ({ path }) => {
    const state = Math.random().toString(36).slice(2, 14);
    const redirect = encodeURIComponent('https://portal.example.com/sign-in');
    return {
      url: `http://localhost:4013/oauth2/authorize?response_type=code&client_id=portal&redirect_uri=${redirect}&state=${state}&client=${encodeURIComponent(path.client)}`,
    };
  },
  exchangeToken: ({ world, path, query }) => exchange(world, path.client, query),
  getAccountMetadata: ({ world, path }) => {
    if (path.client === ADMIN_CLIENT) return accountMetadata(ADMIN_CLIENT);
    const seeded = accountMetadata(CLIENT);
    const region = world.provider.clients.find((entry) => entry.client === path.client)?.region ?? seeded.region;
    return { ...seeded, client: path.client, display_name: displayName(world, path.client), region };
  },
  getProfile: (ctx) => {
    const { caller } = ctx;
    if (caller.client === ADMIN_CLIENT) return staffProfile();
    const { org, grants } = ctx;
    const seeded = profile(org.groups);
    return {
      ...seeded,
      user_reference: caller.user,
      client: org.client,
      actions: grants.actions(),
      groups: grants.groups(),
      payload_types: grants.payloadTypes(),
      roles: caller.roles,
      user_group: org.accountDefaults.user_group ?? seeded.user_group,
    };
  },
} satisfies HandlerTable<'admin'>;

export const authInternal = {
  exchangeStaffToken: ({ world, query }) => exchange(world, ADMIN_CLIENT, query),
} satisfies HandlerTable<'internal'>;
