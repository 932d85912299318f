import { describe, expect, it } from 'vitest';
import { API_CALLS, MONITORING_LIMITS, rumConfig, rumSettings } from './rum-config';

describe('monitoring configuration', () => {
  it('is off without an app monitor and identity pool', () => {
    expect(rumSettings({})).toBeUndefined();
    expect(rumSettings({ VITE_RUM_APP_MONITOR_ID: 'app' })).toBeUndefined();
  });

  it('defaults to us-west-2 and the limits of spec section 9', () => {
    const settings = rumSettings({ VITE_RUM_APP_MONITOR_ID: 'app', VITE_RUM_IDENTITY_POOL_ID: 'pool' });
    expect(settings).toMatchObject({ applicationId: 'app', identityPoolId: 'pool', region: 'us-west-2', signing: true });
    const config = rumConfig(settings!, []);
    expect(config).toMatchObject({
      ...MONITORING_LIMITS,
      endpoint: 'https://dataplane.rum.us-west-2.amazonaws.com',
      identityPoolId: 'pool',
      signing: true,
    });
    expect(config).toMatchObject({ batchLimit: 100, dispatchInterval: 5000, sessionLengthSeconds: 1800, allowCookies: false });
  });

  it('records no resource addresses and no page addresses, and only its own scrubbed telemetry', () => {
    const config = rumConfig({ applicationId: 'app', region: 'eu-west-2', signing: true, identityPoolId: 'pool' }, []);
    expect(config).toMatchObject({ recordResourceUrl: false, disableAutoPageView: true, telemetries: [], eventPluginsToLoad: [] });
  });

  it("takes the deployment's settings over the build's, unsigned to a proxy without an identity pool", () => {
    const deployed = { applicationId: 'e2e', endpoint: 'http://127.0.0.1:4015', signing: false };
    const settings = rumSettings({ VITE_RUM_APP_MONITOR_ID: 'app', VITE_RUM_IDENTITY_POOL_ID: 'pool' }, deployed);
    expect(settings).toEqual({ ...deployed, region: 'us-west-2' });
    expect(rumConfig(settings!, [])).toMatchObject({ signing: false, endpoint: 'http://127.0.0.1:4015' });
    expect(rumConfig(settings!, [])).not.toHaveProperty('identityPoolId');
    expect(rumSettings({}, { applicationId: 'e2e', signing: false })).toBeUndefined();
    expect(rumSettings({}, { applicationId: 'e2e' })).toBeUndefined();
  });

  it('looks at the API calls only', () => {
    expect(API_CALLS.test('https://acme.api.example.com/api/v1/payloads?search=x')).toBe(true);
    expect(API_CALLS.test('http://localhost:4173/mock/internal/internal/v1/exchange?code=x')).toBe(true);
    expect(API_CALLS.test('https://media.example.com/a.wav?X-Amz-Signature=abc')).toBe(false);
    expect(API_CALLS.test('https://media.example.com/x?next=/api/v1/')).toBe(false);
  });
});
