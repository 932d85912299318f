import { describe, expect, it } from 'vitest';
import { MONITORING_LIMITS, rumConfig, rumSettings } from './rum-config';

describe('monitoring configuration', () => {
  it('is off without an app monitor and identity pool', () => {
    expect(rumSettings({})).toBeUndefined();
    expect(rumSettings({ VITE_RUM_APP_MONITOR_ID: 'app' })).toBeUndefined();
  });

  it('defaults to us-west-2 and the limits of spec section 9', () => {
    const settings = rumSettings({ VITE_RUM_APP_MONITOR_ID: 'app', VITE_RUM_IDENTITY_POOL_ID: 'pool' });
    expect(settings).toMatchObject({ applicationId: 'app', identityPoolId: 'pool', region: 'us-west-2' });
    const config = rumConfig(settings!);
    expect(config).toMatchObject({
      ...MONITORING_LIMITS,
      endpoint: 'https://dataplane.rum.us-west-2.amazonaws.com',
      // 'performance' is the one source of web vitals (aws-rum-web's WebVitalsPlugin).
      telemetries: expect.arrayContaining(['performance']),
    });
    expect(config).toMatchObject({ batchLimit: 100, dispatchInterval: 5000, sessionLengthSeconds: 1800, allowCookies: false });
  });
});
