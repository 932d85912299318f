import { expect } from 'vitest';
import { mintTokens } from '../../../../mocks/sandbox/auth/tokens';
import { USERS, type Scenario } from '../scenario';

const CODE = '123e4567-e89b-42d3-a456-426614174000';

export const authScenarios: Scenario[] = [
  {
    name: 'sign in: URL, code exchange, refresh, metadata and profile of a client user',
    run: async (api) => {
      const { body: url } = await api.get('admin', '/api/v1/acme/url', { as: null, query: { local_port: 5173 } });
      expect(url.url).toContain('/oauth2/authorize');
      const { body: tokens } = await api.get('admin', '/api/v1/acme/exchange', {
        as: null,
        query: { code: CODE, redirect_uri: 'http://localhost:5173/sign-in' },
      });
      const { body: refreshed } = await api.get('admin', '/api/v1/acme/exchange', {
        as: null,
        query: { refresh_token: tokens.refresh_token },
      });
      expect(refreshed.id_token).toEqual(expect.any(String));
      await api.get('admin', '/api/v1/globex/exchange', { as: null, query: { refresh_token: tokens.refresh_token }, status: 401 });
      const { body: metadata } = await api.get('admin', '/api/v1/acme/account/metadata', { as: null });
      expect(metadata.display_name).toBe('Acme Trading Ltd');
      const { body: profile } = await api.get('admin', '/api/v1/acme/profile', { authorization: `Bearer ${tokens.id_token}` });
      expect(profile).toMatchObject({
        user_reference: 'it.admin@acme.example',
        client: 'acme',
        roles: ['Administrator', 'Compliance Reviewer'],
      });
      expect(profile.actions).toContain('putTag');
    },
  },
  {
    name: 'sign in: provider staff exchange their code on the internal document and read their profile',
    run: async (api) => {
      const { body: tokens } = await api.get('internal', '/internal/v1/exchange', {
        as: null,
        query: { code: CODE, redirect_uri: 'http://localhost:5173/sign-in' },
      });
      const { body: profile } = await api.get('admin', '/api/v1/admin/profile', { authorization: `Bearer ${tokens.id_token}` });
      expect(profile).toMatchObject({ client: 'admin', user_reference: USERS.staff.user });
      await api.get('admin', '/api/v1/acme/profile', { authorization: `Bearer ${tokens.id_token}`, status: 403 });
    },
  },
  {
    name: 'mock tokens expire: an id token past its hour and a refresh token past its day are refused with 401',
    run: async (api) => {
      const yesterday = mintTokens(USERS.acmeAdmin, Date.now() - 24 * 3600_000);
      await api.get('admin', '/api/v1/acme/profile', { authorization: `Bearer ${yesterday.id_token}`, status: 401 });
      await api.get('admin', '/api/v1/acme/exchange', { as: null, query: { refresh_token: yesterday.refresh_token }, status: 401 });
    },
  },
  {
    name: 'a missing or broken token is refused with 401',
    run: async (api) => {
      await api.get('admin', '/api/v1/acme/profile', { authorization: 'Bearer not-a-token', status: 401 });
    },
  },
];
