import type { AwsRumConfig, Plugin } from 'aws-rum-web';
import type { MonitoringConfig } from '@/lib/portal-config';

export interface RumSettings {
  applicationId: string;
  region: string;
  /** Sign batches with credentials from the identity pool (the RUM data plane), or send them unsigned (a proxy). */
  signing: boolean;
  identityPoolId?: string | undefined;
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

/** The API's paths: the only calls the http telemetry looks at (never media links, the identity provider, the map tiles). */
export const API_CALLS = /^[^?#]*\/(?:api|internal)\/v1\//;

/**
 * The RUM settings: the deployment's (`monitoring` in /portal-config.json) when it gives them, else
 * the build's environment; undefined when monitoring is not configured. Signed batches need an
 * identity pool; unsigned ones go to a proxy's endpoint.
 */
export function rumSettings(env: Record<string, string | undefined>, deployed?: MonitoringConfig): RumSettings | undefined {
  if (deployed) {
    const signing = deployed.signing ?? true;
    if (signing ? !deployed.identityPoolId : !deployed.endpoint) return undefined;
    return { ...deployed, region: deployed.region ?? DEFAULT_REGION, signing };
  }
  const applicationId = env.VITE_RUM_APP_MONITOR_ID;
  const identityPoolId = env.VITE_RUM_IDENTITY_POOL_ID;
  if (!applicationId || !identityPoolId) return undefined;
  return {
    applicationId,
    identityPoolId,
    signing: true,
    region: env.VITE_RUM_REGION || DEFAULT_REGION,
    guestRoleArn: env.VITE_RUM_GUEST_ROLE_ARN,
    endpoint: env.VITE_RUM_ENDPOINT,
  };
}

/**
 * The client configuration with the defaults of spec section 9 written out. The telemetries are
 * `plugins` (errors, performance, http: src/monitoring/telemetry.ts), each scrubbed; no resource
 * URLs are recorded, and the page ids are the portal's routes, recorded by the app, not addresses.
 */
export function rumConfig(settings: RumSettings, plugins: Plugin[]): AwsRumConfig {
  return {
    ...(settings.signing && settings.identityPoolId ? { identityPoolId: settings.identityPoolId } : {}),
    ...(settings.signing && settings.guestRoleArn ? { guestRoleArn: settings.guestRoleArn } : {}),
    signing: settings.signing,
    endpoint: settings.endpoint ?? `https://dataplane.rum.${settings.region}.amazonaws.com`,
    telemetries: [],
    eventPluginsToLoad: plugins,
    disableAutoPageView: true,
    recordResourceUrl: false,
    ...MONITORING_LIMITS,
    enableXRay: false,
  };
}
