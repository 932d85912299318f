/**
 * Settings a deployment gives the build it serves, in `/portal-config.json` beside the app (the
 * build ships an empty one): one build runs in every environment. Same origin only, so only whoever
 * serves the portal decides them; values of the wrong kind are ignored.
 */
export interface PortalConfig {
  /** Minutes without use of any tab before the session ends (default 30). */
  idleTimeoutMinutes?: number;
  /** Where monitoring goes (overrides the build's VITE_RUM_* settings). */
  monitoring?: MonitoringConfig;
}

export interface MonitoringConfig {
  applicationId: string;
  region?: string;
  identityPoolId?: string;
  guestRoleArn?: string;
  /** The RUM data plane, or a proxy in front of it. */
  endpoint?: string;
  /** False sends batches unsigned (to a proxy that signs them); needs no identity pool. */
  signing?: boolean;
}

export const PORTAL_CONFIG_PATH = '/portal-config.json';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

function monitoringOf(value: unknown): MonitoringConfig | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  const applicationId = text(record.applicationId);
  if (!applicationId) return undefined;
  const optional = {
    region: text(record.region),
    identityPoolId: text(record.identityPoolId),
    guestRoleArn: text(record.guestRoleArn),
    endpoint: text(record.endpoint),
    signing: typeof record.signing === 'boolean' ? record.signing : undefined,
  };
  return { applicationId, ...Object.fromEntries(Object.entries(optional).filter(([, entry]) => entry !== undefined)) };
}

/** The settings in `value` (parsed JSON), leaving out what is not of the expected kind. */
export function readPortalConfig(value: unknown): PortalConfig {
  if (!value || typeof value !== 'object') return {};
  const record = value as Record<string, unknown>;
  const config: PortalConfig = {};
  if (typeof record.idleTimeoutMinutes === 'number' && Number.isFinite(record.idleTimeoutMinutes))
    config.idleTimeoutMinutes = record.idleTimeoutMinutes;
  const monitoring = monitoringOf(record.monitoring);
  if (monitoring) config.monitoring = monitoring;
  return config;
}

let loaded: Promise<PortalConfig> | undefined;

/** The deployment's settings, asked for once per page; none when the file is missing or not JSON. */
export function portalConfig(): Promise<PortalConfig> {
  loaded ??= fetch(PORTAL_CONFIG_PATH, { cache: 'no-cache', credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : undefined))
    .then(readPortalConfig, () => ({}));
  return loaded;
}
