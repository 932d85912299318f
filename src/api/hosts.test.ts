import { describe, expect, it } from 'vitest';
import { environmentOf, resolveHosts } from './hosts';

const at = (url: string) => {
  const { hostname, origin, protocol } = new URL(url);
  return { hostname, origin, protocol };
};

describe('API hosts (spec section 9)', () => {
  it('takes the environment suffix from the domain; localhost counts as dev', () => {
    expect(environmentOf('localhost')).toBe('dev');
    expect(environmentOf('127.0.0.1')).toBe('dev');
    expect(environmentOf('portal.staging.example.com')).toBe('staging');
    expect(environmentOf('portal.example.com')).toBe('');
  });

  it('points localhost at the mocks through the dev and preview servers', () => {
    expect(resolveHosts(at('http://localhost:5173/dashboard'), 'acme')).toEqual({
      admin: 'http://localhost:5173/mock/admin',
      client: 'http://localhost:5173/mock/client',
    });
  });

  it('derives the admin host and the client host from the portal domain', () => {
    expect(resolveHosts(at('https://portal.staging.example.com/'), 'acme')).toEqual({
      admin: 'https://admin-api.staging.example.com',
      client: 'https://acme.api.staging.example.com',
    });
    expect(resolveHosts(at('https://portal.example.com/'), 'acme')).toEqual({
      admin: 'https://admin-api.example.com',
      client: 'https://acme.api.example.com',
    });
  });

  it('lets a deployment override both hosts', () => {
    expect(
      resolveHosts(at('https://portal.example.com/'), 'acme', {
        adminUrl: 'https://api.example.net/',
        clientUrlTemplate: 'https://{client}.data.example.net',
      }),
    ).toEqual({
      admin: 'https://api.example.net',
      client: 'https://acme.data.example.net',
    });
  });
});
