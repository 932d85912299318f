import { isLocalHost } from '@/lib/local-host';

/** Base URLs of the two API hosts. The admin and internal documents share the admin host. */
export interface ApiHosts {
  admin: string;
  client: string;
}

export interface HostOverrides {
  /** Full admin host base URL, e.g. https://admin-api.example.com */
  adminUrl?: string | undefined;
  /** Client host template with `{client}`, e.g. https://{client}.api.example.com */
  clientUrlTemplate?: string | undefined;
}

const KNOWN_ENVIRONMENTS = new Set(['dev', 'test', 'qa', 'staging', 'uat']);

/**
 * The environment suffix of the portal's domain: `portal.staging.example.com` -> `staging`,
 * `portal.example.com` -> `` (production). localhost counts as `dev`.
 */
export function environmentOf(hostname: string): string {
  if (isLocalHost(hostname)) return 'dev';
  const labels = hostname.split('.');
  const candidate = labels[1] ?? '';
  return labels.length > 3 && KNOWN_ENVIRONMENTS.has(candidate) ? candidate : '';
}

/** The registrable part after the portal label and the environment label. */
function baseDomain(hostname: string, environment: string): string {
  const labels = hostname.split('.').slice(1);
  return (environment ? labels.slice(1) : labels).join('.');
}

/**
 * Computes the API hosts for this origin. On localhost they are paths on the same origin that the
 * Vite dev and preview servers proxy to the mock API (mocks/mock-proxy.ts).
 */
export function resolveHosts(
  location: Pick<Location, 'hostname' | 'origin' | 'protocol'>,
  client: string,
  overrides: HostOverrides = {},
): ApiHosts {
  const environment = environmentOf(location.hostname);
  const local = isLocalHost(location.hostname);
  const base = baseDomain(location.hostname, environment);
  const suffix = environment ? `.${environment}.${base}` : `.${base}`;
  const admin = overrides.adminUrl ?? (local ? `${location.origin}/mock/admin` : `${location.protocol}//admin-api${suffix}`);
  const clientTemplate =
    overrides.clientUrlTemplate ?? (local ? `${location.origin}/mock/client` : `${location.protocol}//{client}.api${suffix}`);
  return { admin: trimSlash(admin), client: trimSlash(clientTemplate.replaceAll('{client}', encodeURIComponent(client))) };
}

function trimSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}
