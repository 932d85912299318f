import { describe, expect, it } from 'vitest';
import { rumConfig, rumSettings } from './rum-config';

describe('monitoring configuration', () => {
  it('is off without an app monitor and identity pool', () => {
    expect(rumSettings({})).toBeUndefined();
    expect(rumSettings({ VITE_RUM_APP_MONITOR_ID: 'app' })).toBeUndefined();
  });

  it('defaults to us-west-2 and the limits of spec section 9', () => {
    const settings = rumSettings({ VITE_RUM_APP_MONITOR_ID: 'app', VITE_RUM_IDENTITY_POOL_ID: 'pool' });
    expect(settings).toMatchObject({ applicationId: 'app', identityPoolId: 'pool', region: 'us-west-2' });
    expect(rumConfig(settings!)).toMatchObject({
      batchLimit: 100,
      eventCacheSize: 200,
      sessionEventLimit: 200,
      dispatchInterval: 5000,
      retries: 2,
      sessionLengthSeconds: 1800,
      sessionSampleRate: 1,
      userIdRetentionDays: 30,
      allowCookies: false,
      cookieAttributes: { sameSite: 'Strict', secure: true },
      routeChangeComplete: 100,
      routeChangeTimeout: 10000,
      endpoint: 'https://dataplane.rum.us-west-2.amazonaws.com',
      // 'performance' is the one source of web vitals (aws-rum-web's WebVitalsPlugin).
      telemetries: expect.arrayContaining(['performance']),
    });
  });
});
