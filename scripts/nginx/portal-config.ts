// The portal's nginx configuration, for a deployment (deploy/nginx/, written by `npm run generate`)
// and for the local runs of the tests and benchmarks (scripts/lib/nginx.mjs): one function, so
// what the tests check is what a team deploys.
import { headersSnippet, htmlSnippet, ORIGIN_SETTINGS, type OriginSetting, staticSnippet } from './headers.ts';
import { portalLocations, routingMaps } from './routing.ts';

export interface PortalConfigOptions {
  /** Where the build (the contents of dist/) lies. */
  root: string;
  /** The folder the snippets (headers.conf, …) are installed in. */
  snippetDir: string;
  serverName: string;
  /** Values of the CSP's origin settings; locally, one for pages over HTTPS and one for pages over HTTP. */
  origins: Record<OriginSetting, string | { https: string; http: string }>;
  /** HTTPS with HTTP/2: `listen` addresses, certificate and key files. */
  tls: { listen: readonly string[]; certificate: string; key: string };
  /** Plain HTTP that only redirects to HTTPS; `httpsPort` when HTTPS is not on 443. */
  redirect: { listen: readonly string[]; httpsPort?: number };
  /** Local runs only: the portal over plain HTTP too, with every header but HSTS. */
  plain?: { listen: readonly string[] };
  /** Local runs only: /mock/… proxied to the mock API, as the dev server does (mocks/mock-proxy.ts). */
  mockApi?: { admin: number; client: number; internal: number; assets: number; sandbox: number };
  /** Local runs only: the mock's media store over HTTPS too, as a pre-signed link to a deployment's storage is. */
  mediaOverTls?: { listen: readonly string[]; assets: number };
}

const indent = (text: string, spaces = 4) =>
  text
    .trimEnd()
    .split('\n')
    .map((line) => (line ? `${' '.repeat(spaces)}${line}` : line))
    .join('\n');

/** settings.conf (http context): the other origins a deployment's pages may reach, for the CSP. */
function settingsSnippet({ origins }: PortalConfigOptions): string {
  const maps = (Object.keys(ORIGIN_SETTINGS) as OriginSetting[]).map((name) => {
    const value = origins[name];
    const entries = typeof value === 'string' ? `default "${value}";` : `https "${value.https}";\n    default "${value.http}";`;
    return `# ${ORIGIN_SETTINGS[name]}\nmap ${typeof value === 'string' ? '$host' : '$scheme'} ${name} {\n    ${entries}\n}`;
  });
  return `# Set at deploy time: the origins the portal's pages may reach besides its own, space-separated
# (for example https://admin-api.example.com https://*.api.example.com).
${maps.join('\n')}
`;
}

/** The mock's path: the address exactly as the portal sent it ($request_uri, not the decoded $uri), less its /mock/… prefix. */
const MOCK_PATH_MAP = `map $request_uri $portal_mock_path {
    "~^/mock/[a-z]+(?<path>/.*)$" $path;
    default /;
}
`;

function mockApiLocations(
  { admin, client, internal, assets, sandbox }: NonNullable<PortalConfigOptions['mockApi']>,
  include: (file: string) => string,
) {
  const proxy = (prefix: string, port: number) => `location ^~ ${prefix} {
    ${include('headers.conf')}
    client_max_body_size 50m;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    # The sandbox answers a page over HTTPS with media links over HTTPS (mediaOverTls).
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_pass http://127.0.0.1:${port}$portal_mock_path;
}`;
  return [
    proxy('/mock/admin/internal/', internal),
    proxy('/mock/admin/', admin),
    proxy('/mock/client/', client),
    proxy('/mock/assets/', assets),
    // The mock controls (src/features/mock-controls) set the sandbox's scenarios of the current world.
    proxy('/mock/sandbox/__sandbox/scenarios', sandbox),
  ].join('\n');
}

/**
 * Every file of the configuration, by name: portal.conf (http context) and the snippets it includes.
 * `scriptHashes`: the CSP hash sources of the build's inline scripts (scripts/vite-head-script.ts).
 */
export function portalConfig(options: PortalConfigOptions, scriptHashes: readonly string[]): Record<string, string> {
  const include = (file: string) => `include ${options.snippetDir}/${file};`;
  const mockLocations = options.mockApi ? mockApiLocations(options.mockApi, include) : '';
  // headers.conf here too: the answers nginx gives before any location (a request it cannot parse) carry them as well.
  const portal = () => `${include('server-name.conf')}
${include('headers.conf')}
root ${options.root};
server_tokens off;
charset utf-8;
${include('locations.conf')}
${mockLocations}`;
  const { tls, redirect, plain, mediaOverTls } = options;
  const httpsHost = redirect.httpsPort ? `$server_name:${redirect.httpsPort}` : '$server_name';
  const servers = [
    `server {
${indent(tls.listen.map((address) => `listen ${address} ssl http2;`).join('\n'))}
    ssl_certificate ${tls.certificate};
    ssl_certificate_key ${tls.key};
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_prefer_server_ciphers off;
    ssl_session_cache shared:PortalTLS:10m;
    ssl_session_timeout 1d;
    ssl_session_tickets off;
${indent(portal())}
}`,
    `server {
${indent(redirect.listen.map((address) => `listen ${address};`).join('\n'))}
    ${include('server-name.conf')}
    server_tokens off;
    return 301 https://${httpsHost}$request_uri;
}`,
    ...(plain ? [`server {\n${indent(plain.listen.map((address) => `listen ${address};`).join('\n'))}\n${indent(portal())}\n}`] : []),
    ...(mediaOverTls
      ? [
          `server {
${indent(mediaOverTls.listen.map((address) => `listen ${address} ssl http2;`).join('\n'))}
    ssl_certificate ${tls.certificate};
    ssl_certificate_key ${tls.key};
    location / {
        proxy_pass http://127.0.0.1:${mediaOverTls.assets};
    }
}`,
        ]
      : []),
  ];
  return {
    'portal.conf': `# The compliance portal: generated by \`npm run generate\` (scripts/nginx/); do not edit here.
# Goes in nginx's http context (Debian: /etc/nginx/conf.d/); the snippets it includes in ${options.snippetDir}/.
${include('settings.conf')}
# HSTS only over TLS.
map $scheme $portal_hsts {
    https "max-age=63072000; includeSubDomains";
    default "";
}
${routingMaps()}${options.mockApi ? MOCK_PATH_MAP : ''}
${servers.join('\n')}
`,
    'settings.conf': settingsSnippet(options),
    'server-name.conf': `# Set at deploy time: the portal's host name.\nserver_name ${options.serverName};\n`,
    'locations.conf': portalLocations(include),
    'headers.conf': headersSnippet(scriptHashes),
    'html.conf': htmlSnippet(include),
    'static.conf': staticSnippet(include),
  };
}
