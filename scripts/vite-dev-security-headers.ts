import { randomBytes } from 'node:crypto';
import type { Plugin, ViteDevServer } from 'vite';
import { ports } from '../mocks/ports.mjs';
import { contentSecurityPolicy, securityHeaders } from './nginx/headers.ts';
import { headScriptHash } from './vite-head-script.ts';

/**
 * The dev server (`npm start`) sends the headers nginx sends (scripts/nginx/headers.ts), so what the
 * policy refuses shows while developing. Two differences: the nonce is one per server start (Vite
 * writes it into the HTML it serves, `html.cspNonce`), and it allows Vite's own inline script
 * (React's refresh preamble) and its live-reload socket.
 */
export function devSecurityHeaders(): Plugin {
  const nonce = randomBytes(16).toString('hex');
  const policy = async (server: ViteDevServer) =>
    contentSecurityPolicy({
      scripts: [await headScriptHash(`${server.config.root}/`), `'nonce-${nonce}'`],
      styleNonce: nonce,
      api: '',
      media: `http://localhost:${ports.assets}`,
      monitoring: '',
      mapTiles: '',
      connect: `ws://localhost:${ports.dev}`,
    });
  return {
    name: 'portal-dev-security-headers',
    apply: 'serve',
    config: () => ({ html: { cspNonce: nonce } }),
    async configureServer(server) {
      const headers = securityHeaders(await policy(server));
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of headers) response.setHeader(name, value);
        next();
      });
    },
  };
}
