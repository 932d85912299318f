import { describe, expect, it } from 'vitest';
import { readPortalConfig } from './portal-config';

describe("the deployment's settings", () => {
  it('reads the idle timeout and where monitoring goes', () => {
    expect(
      readPortalConfig({
        idleTimeoutMinutes: 15,
        monitoring: { applicationId: 'app', endpoint: 'https://rum-proxy.example.com', signing: false, region: 'eu-west-2' },
      }),
    ).toEqual({
      idleTimeoutMinutes: 15,
      monitoring: { applicationId: 'app', endpoint: 'https://rum-proxy.example.com', signing: false, region: 'eu-west-2' },
    });
  });

  it('ignores what is not of the expected kind', () => {
    expect(readPortalConfig({ idleTimeoutMinutes: '1', monitoring: { endpoint: 'https://x.example' } })).toEqual({});
    expect(readPortalConfig({ idleTimeoutMinutes: Number.NaN, monitoring: { applicationId: 'a', signing: 'no', region: 3 } })).toEqual({
      monitoring: { applicationId: 'a' },
    });
    expect(readPortalConfig('<!doctype html>')).toEqual({});
    expect(readPortalConfig(null)).toEqual({});
  });
});
