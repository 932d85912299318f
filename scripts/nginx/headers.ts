// The security headers of every answer, and the Content-Security-Policy they carry.
/** The placeholder the build writes as the nonce of the HTML's style elements (vite.config.ts `html.cspNonce`); nginx puts a fresh one in each answer. */
export const CSP_NONCE_PLACEHOLDER = 'PORTAL_CSP_NONCE';

/** Other origins the portal talks to, set at deploy time (nginx variables of settings.conf). */
export const ORIGIN_SETTINGS = {
  $portal_api_origins: 'the API hosts: the admin host and every client host (fetch)',
  $portal_media_origins: 'media storage that pre-signed links point at (audio, video, photos, downloads)',
  $portal_monitoring_origins: 'the monitoring service: RUM data plane, Cognito identity and STS',
  $portal_map_tile_origins: 'map tiles (images)',
} as const;
export type OriginSetting = keyof typeof ORIGIN_SETTINGS;

/** What the policy allows beyond the portal's own origin; nginx gives variables, the dev server values. */
export interface PolicySources {
  /** Script sources beyond 'self': the hashes of the inline scripts. */
  scripts: readonly string[];
  /** The nonce of this answer's style elements. */
  styleNonce: string;
  api: string;
  media: string;
  monitoring: string;
  mapTiles: string;
  /** Further connect-src sources (the dev server's live reload). */
  connect?: string;
}

/**
 * The policy. Scripts: the portal's own files and the hashed inline scripts, nothing else. Styles:
 * the portal's own files and the style elements carrying this answer's nonce (the pre-rendered
 * HTML's, and those Emotion and the waveform player add, src/lib/csp-nonce.ts); `style` attributes
 * in the HTML are refused. Media may be a blob: the waveform player plays what it has fetched.
 * A violation's report quotes the start of what was refused ('report-sample').
 */
export function contentSecurityPolicy(sources: PolicySources): string {
  const { scripts, styleNonce, api, media, monitoring, mapTiles, connect = '' } = sources;
  const list = (...items: string[]) => items.filter(Boolean).join(' ');
  return [
    "default-src 'none'",
    `script-src ${list("'self'", ...scripts, "'report-sample'")}`,
    `style-src ${list("'self'", `'nonce-${styleNonce}'`, "'report-sample'")}`,
    `img-src ${list("'self'", 'data:', 'blob:', media, mapTiles)}`,
    `media-src ${list("'self'", 'blob:', media)}`,
    `connect-src ${list("'self'", api, media, monitoring, connect)}`,
    "font-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Features the portal never uses, turned off for it and anything it might embed. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** The headers of every answer but HSTS, which belongs to HTTPS only: name and value. */
export const securityHeaders = (policy: string): [name: string, value: string][] => [
  ['Content-Security-Policy', policy],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  // Never an address (a payload's reference is in many) to another origin, and only the origin to any.
  ['Referrer-Policy', 'strict-origin'],
  ['Permissions-Policy', PERMISSIONS_POLICY],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
];

/** headers.conf: on every answer, errors included (`always`); the other origins from settings.conf, HSTS over TLS ($portal_hsts). */
export function headersSnippet(scriptHashes: readonly string[]): string {
  const policy = contentSecurityPolicy({
    scripts: scriptHashes,
    styleNonce: '$request_id',
    api: '$portal_api_origins',
    media: '$portal_media_origins',
    monitoring: '$portal_monitoring_origins',
    mapTiles: '$portal_map_tile_origins',
  });
  const lines = securityHeaders(policy).map(([name, value]) => `add_header ${name} "${value}" always;`);
  return `${[...lines, 'add_header Strict-Transport-Security $portal_hsts always;'].join('\n')}\n`;
}

/** Only GET and HEAD reach the portal's files; anything else is refused before a file is looked at. */
const GET_OR_HEAD = `if ($request_method !~ ^(GET|HEAD)$) {
    return 405;
}`;

/** html.conf: pre-rendered pages, frames and the app's shell; each answer gets a nonce of its own, so none is cached or compared. */
export const htmlSnippet = (include: (file: string) => string): string => `${GET_OR_HEAD}
${include('headers.conf')}
add_header Cache-Control "no-cache" always;
add_header Vary "Cookie, Accept-Language" always;
etag off;
if_modified_since off;
sub_filter_once off;
sub_filter "${CSP_NONCE_PLACEHOLDER}" $request_id;
gzip on;
gzip_vary on;
`;

/** static.conf: the build's files, with the gzip and brotli copies it made beside them. */
export const staticSnippet = (include: (file: string) => string): string => `${GET_OR_HEAD}
${include('headers.conf')}
gzip_static on;
brotli_static on;
gzip_vary on;
`;
