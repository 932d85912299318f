// A self-signed certificate for localhost, so the local web server (scripts/lib/nginx.mjs) serves
// HTTPS with HTTP/2 as a deployment does: made once with openssl, kept in node_modules/.cache.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';

const DIR = new URL('../../node_modules/.cache/localhost-tls/', import.meta.url).pathname;

/** The certificate's and key's files, made now if missing. */
export function localhostCertificate() {
  const files = { certificate: `${DIR}cert.pem`, key: `${DIR}key.pem` };
  if (!existsSync(files.key) || !existsSync(files.certificate)) {
    mkdirSync(DIR, { recursive: true });
    // prettier-ignore
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-keyout', files.key, '-out', files.certificate, '-days', '3650', '-subj', '/CN=localhost',
      '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ], { stdio: 'ignore' });
  }
  return files;
}
