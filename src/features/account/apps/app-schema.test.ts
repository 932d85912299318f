import { describe, expect, it } from 'vitest';
import { appFormSchema, appToForm, EMPTY_APP, formToRequest } from './app-schema';

const valid = {
  app_reference: 'archive.bot (v2)',
  oidc_config: { issuer: 'https://auth.acme.example', audience: 'portal-archive', jwks_uri: 'https://auth.acme.example/jwks.json' },
  group: 'Compliance',
  roles: ['Read Only'],
  cidr_ranges: '10.0.0.0/8\n 192.168.1.0/24 ,10.0.0.0/8',
};

const messages = (input: unknown) => {
  const result = appFormSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('client app form schema', () => {
  it('accepts a valid app and splits CIDR ranges one per line, without repeats', () => {
    const parsed = appFormSchema.parse(valid);
    expect(parsed.cidr_ranges).toEqual(['10.0.0.0/8', '192.168.1.0/24']);
    expect(formToRequest(parsed)).toEqual({
      oidc_config: valid.oidc_config,
      group: 'Compliance',
      roles: ['Read Only'],
      cidr_ranges: ['10.0.0.0/8', '192.168.1.0/24'],
    });
  });

  it("gives the specification's messages for the reference, https URLs and CIDR ranges", () => {
    const errors = messages({
      ...valid,
      app_reference: ' bad,ref',
      oidc_config: { issuer: 'http://auth.acme.example', audience: 'abcd', jwks_uri: 'ftp://keys' },
      cidr_ranges: '10.0.0.0/8\n10.0.0/x',
    });
    expect(errors.app_reference).toBe('No special characters apart from -_.!() and spaces, no leading or trailing space');
    expect(errors['oidc_config.issuer']).toBe('Must start with https://');
    expect(errors['oidc_config.jwks_uri']).toBe('Must start with https://');
    expect(errors['oidc_config.audience']).toBeDefined();
    expect(errors.cidr_ranges).toBe('10.0.0/x: Must be a valid CIDR range');
  });

  it('needs a reference of 3 to 60 characters and at least one role', () => {
    expect(messages({ ...valid, app_reference: 'ab' }).app_reference).toBeDefined();
    expect(messages({ ...valid, app_reference: 'a'.repeat(61) }).app_reference).toBeDefined();
    expect(messages({ ...valid, roles: [] }).roles).toBeDefined();
  });

  it('round-trips an app through the form values', () => {
    const app = {
      app_reference: 'crm',
      oidc_config: valid.oidc_config,
      group: 'Compliance',
      roles: ['Read Only'],
      cidr_ranges: ['10.20.0.0/16', '10.30.0.0/16'],
    };
    expect(appToForm(app).cidr_ranges).toBe('10.20.0.0/16\n10.30.0.0/16');
    expect(formToRequest(appFormSchema.parse(appToForm(app))).cidr_ranges).toEqual(app.cidr_ranges);
    expect(appFormSchema.safeParse(EMPTY_APP).success).toBe(false);
  });
});
