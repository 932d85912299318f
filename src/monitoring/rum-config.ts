import type { AwsRumConfig } from 'aws-rum-web';

export interface RumSettings {
  applicationId: string;
  identityPoolId: string;
  region: string;
  guestRoleArn?: string | undefined;
  endpoint?: string | undefined;
}

/** Spec section 9: the monitoring defaults. */
export const DEFAULT_REGION = 'us-west-2';

/** Spec section 9: the client's limits, written out rather than left to the library's own defaults. */
export const MONITORING_LIMITS = {
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
} as const satisfies Partial<AwsRumConfig>;

/** The RUM settings from the build's environment; undefined when monitoring is not configured. */
export function rumSettings(env: Record<string, string | undefined>): RumSettings | undefined {
  const applicationId = env.VITE_RUM_APP_MONITOR_ID;
  const identityPoolId = env.VITE_RUM_IDENTITY_POOL_ID;
  if (!applicationId || !identityPoolId) return undefined;
  return {
    applicationId,
    identityPoolId,
    region: env.VITE_RUM_REGION || DEFAULT_REGION,
    guestRoleArn: env.VITE_RUM_GUEST_ROLE_ARN,
    endpoint: env.VITE_RUM_ENDPOINT,
  };
}

/** The client configuration with the defaults of spec section 9 written out. */
export function rumConfig(settings: RumSettings): AwsRumConfig {
  return {
    identityPoolId: settings.identityPoolId,
    ...(settings.guestRoleArn ? { guestRoleArn: settings.guestRoleArn } : {}),
    endpoint: settings.endpoint ?? `https://dataplane.rum.${settings.region}.amazonaws.com`,
    telemetries: ['errors', 'performance', 'http'],
    ...MONITORING_LIMITS,
    enableXRay: false,
  };
}
