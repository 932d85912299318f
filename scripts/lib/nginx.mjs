// The built portal served as a deployment serves it: Debian's nginx with the configuration of
// deploy/nginx/, made by the same function (scripts/nginx/portal-config.ts) with local values. Three
// servers: the portal over plain HTTP (ports.preview: the end-to-end tests), over HTTPS with HTTP/2
// (ports.previewHttps: the Lighthouse benchmark, the HTTP Observatory's grades) and the redirect
// to HTTPS (ports.previewRedirect). /mock/… goes to the mock API, as on the dev server.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { ports } from '../../mocks/ports.mjs';
import { waitForPort } from '../../mocks/wait-for-port.mjs';
import { importTs } from './import-ts.mjs';
import { localhostCertificate } from './localhost-tls.mjs';
import { BROTLI_STATIC_MODULE, ensureNginx, NGINX, root } from './setup.mjs';

/** The origins a local page reaches besides its own: the mock's media store, where pre-signed links point (over HTTPS for a page over HTTPS), and the e2e suite's monitoring sink. */
export const LOCAL_ORIGINS = {
  $portal_api_origins: '',
  $portal_media_origins: { https: `https://localhost:${ports.assetsHttps}`, http: `http://localhost:${ports.assets}` },
  // The e2e suite's monitoring sink (tests/e2e/monitoring.spec.ts), which the tests reach over plain HTTP.
  $portal_monitoring_origins: { https: '', http: `http://127.0.0.1:${ports.rumSink}` },
  $portal_map_tile_origins: '',
};

/** nginx's own settings for a run inside .cache/, as whoever runs it. */
function mainConfig(folder) {
  const temp = (name) => `${name}_temp_path ${folder}temp/${name};`;
  return `# As root the workers would run as nobody, who may not read a checkout under /root.
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 2;
pid ${folder}nginx.pid;
error_log ${folder}error.log warn;
load_module ${BROTLI_STATIC_MODULE};
events {
    worker_connections 1024;
}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    include ${folder}portal.conf;
}
`;
}

/** The local servers' ports (mocks/ports.json): the portal over HTTP, over HTTPS, the redirect to HTTPS, the media store over HTTPS. */
const PREVIEW_PORTS = { plain: ports.preview, https: ports.previewHttps, redirect: ports.previewRedirect, mediaHttps: ports.assetsHttps };
const MOCK_API = { admin: ports.admin, client: ports.client, internal: ports.internal, assets: ports.assets, sandbox: ports.sandbox };

/**
 * Writes the local configuration for the build in `dist` and starts nginx; resolves with a function
 * that stops it. `listen` and `mockApi` (false: no /mock/… proxy) let a test run one of its own.
 */
export async function startNginx({ dist, listen = PREVIEW_PORTS, mockApi = true, origins = LOCAL_ORIGINS }) {
  ensureNginx();
  const folder = `${root}.cache/nginx-${listen.plain}/`;
  rmSync(folder, { recursive: true, force: true });
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(`${folder}temp/${name}`, { recursive: true });
  const { portalConfig } = await importTs('scripts/nginx/portal-config.ts');
  const { headScriptHash } = await importTs('scripts/vite-head-script.ts');
  const local = (port) => [`127.0.0.1:${port}`];
  const files = portalConfig(
    {
      root: dist,
      snippetDir: `${folder}portal`,
      serverName: 'localhost',
      origins,
      tls: { listen: local(listen.https), ...localhostCertificate() },
      redirect: { listen: local(listen.redirect), httpsPort: listen.https },
      plain: { listen: local(listen.plain) },
      ...(mockApi ? { mockApi: MOCK_API, mediaOverTls: { listen: local(listen.mediaHttps), assets: MOCK_API.assets } } : {}),
    },
    [await headScriptHash(root)],
  );
  mkdirSync(`${folder}portal`, { recursive: true });
  for (const [name, content] of Object.entries(files))
    writeFileSync(name === 'portal.conf' ? `${folder}${name}` : `${folder}portal/${name}`, content);
  writeFileSync(`${folder}nginx.conf`, mainConfig(folder));
  const child = spawn(NGINX, ['-p', folder, '-c', `${folder}nginx.conf`, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const listening = [listen.plain, listen.https, listen.redirect, ...(mockApi ? [listen.mediaHttps] : [])];
  const stopped = () => (child.exitCode === null ? undefined : `nginx stopped (code ${child.exitCode}); see ${folder}error.log`);
  const timeoutMs = 20_000;
  await Promise.all(
    listening.map((port) =>
      waitForPort(port, { timeoutMs, stopped, timedOut: () => `nginx did not listen on ${port} within ${timeoutMs} ms` }),
    ),
  );
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}
