// HTTPS with HTTP/2 for the preview server, as a CDN in front of the portal serves it: set
// PREVIEW_HTTPS=1 (scripts/lighthouse.mjs does). Over plain HTTP/1.1 the browser opens up to six
// connections per origin, each with its own handshake and slow start; over HTTP/2 every request
// shares one warm connection.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const DIR = new URL('../../node_modules/.cache/preview-tls/', import.meta.url).pathname;
const KEY = `${DIR}key.pem`;
const CERT = `${DIR}cert.pem`;

/** A self-signed certificate for localhost (made once with openssl, kept in node_modules/.cache). */
function localhostCertificate() {
  if (!existsSync(KEY) || !existsSync(CERT)) {
    mkdirSync(DIR, { recursive: true });
    // prettier-ignore
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-keyout', KEY, '-out', CERT, '-days', '3650', '-subj', '/CN=localhost',
      '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ], { stdio: 'ignore' });
  }
  return { key: readFileSync(KEY), cert: readFileSync(CERT) };
}

export const previewUsesHttps = () => process.env.PREVIEW_HTTPS === '1';

/** Vite's `preview.https`: Vite then serves HTTP/2 (and HTTP/1.1 to clients that ask for it). */
export const previewHttps = () => (previewUsesHttps() ? localhostCertificate() : undefined);
