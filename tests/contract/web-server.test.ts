// The web server's routing rules, one table of cases: what nginx answers (the configuration of
// deploy/nginx/, run locally against a small build of marked files) and, for the locale, what the
// app decides in the browser (src/prerender/public-pages.ts `requestLocale`, as i18n does).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localhostCertificate } from '../../scripts/lib/localhost-tls.mjs';
import { startNginx } from '../../scripts/lib/nginx.mjs';
import { BROTLI_STATIC_MODULE, NGINX } from '../../scripts/lib/setup.mjs';
import { CSP_NONCE_PLACEHOLDER } from '../../scripts/nginx/headers';
import { requestLocale } from '../../src/prerender/public-pages';

/** Every file of the fixture build: an HTML file says which it is, so a test sees which one it got. */
const FILES = [
  'index.html',
  ...['en-GB', 'pt-BR'].flatMap((locale) =>
    [
      'index',
      'cookies',
      'privacy',
      'terms',
      'sign-in',
      'frame-dashboard',
      'frame-internal',
      'frames/dashboard',
      'frames/dashboard/services/calls',
      'frames/internal/alerts',
    ].map((page) => `prerendered/${locale}/${page}.html`),
  ),
  'assets/app-Ab12Cd34.js',
  'favicon.svg',
  'builds/latest.json',
];
const ASSET = 'assets/app-Ab12Cd34.js';

interface Case {
  name: string;
  path: string;
  cookie?: string;
  language?: string;
  accept?: string;
  /** The file answered, or the status of an answer that is no file of the build. */
  file?: string;
  status?: number;
  /** The locale the app picks for the same request (checked against requestLocale). */
  locale?: 'en-GB' | 'pt-BR';
}

const SIGNED_IN = 'portal_session=%7B%22client%22%3A%22acme%22%7D';
const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';

const CASES: Case[] = [
  { name: 'the landing page in the source locale', path: '/', file: 'prerendered/en-GB/index.html', locale: 'en-GB' },
  {
    name: 'the landing page in the browser’s language',
    path: '/',
    language: 'pt-BR,pt;q=0.9',
    file: 'prerendered/pt-BR/index.html',
    locale: 'pt-BR',
  },
  { name: 'another Portuguese gets pt-BR', path: '/', language: 'pt-PT, en;q=0.8', file: 'prerendered/pt-BR/index.html', locale: 'pt-BR' },
  {
    name: 'the first of our languages wins',
    path: '/',
    language: 'fr-FR, en-US;q=0.8, pt;q=0.5',
    file: 'prerendered/en-GB/index.html',
    locale: 'en-GB',
  },
  { name: 'a language we lack skipped', path: '/privacy', language: 'de-DE, pt', file: 'prerendered/pt-BR/privacy.html', locale: 'pt-BR' },
  { name: 'no language of ours', path: '/cookies', language: 'de, fr;q=0.5', file: 'prerendered/en-GB/cookies.html', locale: 'en-GB' },
  { name: 'a tag that only starts like ours', path: '/', language: 'ptx, pt-BR', file: 'prerendered/pt-BR/index.html', locale: 'pt-BR' },
  {
    name: 'the locale cookie wins',
    path: '/sign-in',
    cookie: 'locale=pt-BR',
    language: 'en-GB',
    file: 'prerendered/pt-BR/sign-in.html',
    locale: 'pt-BR',
  },
  {
    name: 'a locale cookie we lack is ignored',
    path: '/sign-in',
    cookie: 'locale=fr-FR',
    language: 'pt',
    file: 'prerendered/pt-BR/sign-in.html',
    locale: 'pt-BR',
  },
  { name: 'the cookie’s case matters', path: '/sign-in', cookie: 'locale=PT-br', file: 'prerendered/en-GB/sign-in.html', locale: 'en-GB' },
  { name: 'a sign-in coming back is the app’s', path: '/sign-in?code=abc&state=xyz', file: 'index.html' },
  { name: 'a public page with any query is the app’s', path: '/?tab=1', file: 'index.html' },
  { name: 'the cookies page also when signed in', path: '/cookies', cookie: SIGNED_IN, file: 'prerendered/en-GB/cookies.html' },
  { name: 'the terms for a signed-out visitor', path: '/terms', file: 'prerendered/en-GB/terms.html' },
  { name: 'the terms are the app’s when signed in', path: '/terms', cookie: SIGNED_IN, file: 'index.html' },
  { name: 'an empty session cookie is no session', path: '/terms', cookie: 'portal_session=', file: 'prerendered/en-GB/terms.html' },
  {
    name: 'a signed-in screen with a heading',
    path: '/dashboard/services/calls',
    cookie: SIGNED_IN,
    accept: HTML,
    file: 'prerendered/en-GB/frames/dashboard/services/calls.html',
  },
  {
    name: 'the screen frame in the saved locale',
    path: '/internal/alerts',
    cookie: `${SIGNED_IN}; locale=pt-BR`,
    accept: HTML,
    file: 'prerendered/pt-BR/frames/internal/alerts.html',
  },
  { name: 'the area’s own home', path: '/dashboard', cookie: SIGNED_IN, accept: HTML, file: 'prerendered/en-GB/frames/dashboard.html' },
  {
    name: 'signed out: the area’s frame, no heading',
    path: '/dashboard/services/calls',
    accept: HTML,
    file: 'prerendered/en-GB/frame-dashboard.html',
  },
  {
    name: 'a record’s address: the area’s frame',
    path: '/dashboard/services/calls/01M5N870AFCN5Y08N436AWKKQ7',
    cookie: SIGNED_IN,
    accept: HTML,
    file: 'prerendered/en-GB/frame-dashboard.html',
  },
  {
    name: 'a screen with no frame: the area’s',
    path: '/internal/carriers',
    cookie: SIGNED_IN,
    accept: HTML,
    file: 'prerendered/en-GB/frame-internal.html',
  },
  {
    name: 'a trailing slash: the area’s frame',
    path: '/dashboard/services/calls/',
    cookie: SIGNED_IN,
    accept: HTML,
    file: 'prerendered/en-GB/frame-dashboard.html',
  },
  {
    name: 'dot segments are resolved first',
    path: '/dashboard/services/%2e%2e/calls',
    cookie: SIGNED_IN,
    accept: HTML,
    file: 'prerendered/en-GB/frame-dashboard.html',
  },
  { name: 'only pages are framed', path: '/dashboard/services/calls', cookie: SIGNED_IN, accept: 'application/json', status: 404 },
  { name: 'a name that only starts like an area', path: '/dashboardx', accept: HTML, status: 404, file: 'index.html' },
  {
    name: 'an address of no route: the app’s not-found page, as a 404',
    path: '/no/such/page',
    accept: HTML,
    status: 404,
    file: 'index.html',
  },
  { name: 'the shell itself', path: '/index.html', file: 'index.html' },
  { name: 'a hashed asset', path: `/${ASSET}`, file: ASSET },
  { name: 'a file of the build', path: '/favicon.svg', file: 'favicon.svg' },
  { name: 'a missing asset is a plain 404', path: '/assets/app-Zz99Yy88.js', status: 404 },
  { name: 'a missing file is a plain 404', path: '/robots.txt', accept: HTML, status: 404 },
  { name: 'the pre-rendered files are not addresses', path: '/prerendered/en-GB/index.html', status: 404 },
  { name: 'no hidden file', path: '/.vite/manifest.json', status: 404 },
];

let base: string;
let dist: string;
let stop: () => Promise<void>;
let port: number;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as { port: number };
      server.close(() => resolve(free));
    });
  });

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request exactly as written: Node sends the path as given (no normalising, no encoding). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method, headers: { host: 'localhost', ...headers } }, (response) => {
      let body = '';
      response.setEncoding('latin1');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** The status line of the answer to bytes sent as they are. */
function rawStatus(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes, 'latin1'));
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

const fileMark = (file: string) => `FILE:${file}`;
/** A file beside the build, which no request may reach. */
const SECRET = 'SECRET beside the build';

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'web-server-'));
  dist = join(base, 'build');
  writeFileSync(join(base, 'secret.txt'), SECRET);
  for (const file of FILES) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    const mark = fileMark(file);
    writeFileSync(
      join(dist, file),
      file.endsWith('.html')
        ? `<!doctype html><html><head><style nonce="${CSP_NONCE_PLACEHOLDER}"></style></head><body>${mark}</body></html>`
        : mark,
    );
  }
  writeFileSync(join(dist, `${ASSET}.br`), 'brotli copy');
  writeFileSync(join(dist, `${ASSET}.gz`), 'gzip copy');
  const [plain, https, redirect] = [await freePort(), await freePort(), await freePort()];
  port = plain;
  stop = await startNginx({ dist, listen: { plain, https, redirect }, mockApi: false });
});

afterAll(async () => {
  await stop?.();
  rmSync(base, { recursive: true, force: true });
});

describe('each address gets what the routing rules give', () => {
  it.each(CASES)('$name: $path', async ({ path, cookie, language, accept, file, status, locale }) => {
    const answer = await get(path, {
      ...(cookie ? { cookie } : {}),
      ...(language ? { 'accept-language': language } : {}),
      ...(accept ? { accept } : {}),
    });
    expect(answer.status).toBe(status ?? 200);
    if (file) expect(answer.body).toContain(fileMark(file));
    else expect(answer.body).not.toContain('FILE:');
    if (locale) expect(requestLocale(cookie, language)).toBe(locale);
  });
});

describe('what each answer carries', () => {
  it('HTML: never cached unchecked, a nonce of its own in the policy and in the page', async () => {
    const [first, second] = [await get('/sign-in'), await get('/sign-in')];
    for (const answer of [first, second]) {
      const nonce = /'nonce-([0-9a-f]{32})'/.exec(String(answer.headers['content-security-policy']))?.[1];
      expect(nonce).toBeDefined();
      expect(answer.body).toContain(`<style nonce="${nonce}">`);
      expect(answer.body).not.toContain(CSP_NONCE_PLACEHOLDER);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers.etag).toBeUndefined();
      expect(answer.headers['last-modified']).toBeUndefined();
      expect(String(answer.headers.vary)).toMatch(/Cookie, Accept-Language/);
    }
    expect(first.headers['content-security-policy']).not.toBe(second.headers['content-security-policy']);
  });

  it('a hashed asset: cached for a year, the brotli or gzip copy where the browser takes it', async () => {
    const brotli = await get(`/${ASSET}`, { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toBe('brotli copy');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
    const gzip = await get(`/${ASSET}`, { 'accept-encoding': 'gzip' });
    expect([gzip.headers['content-encoding'], gzip.body]).toEqual(['gzip', 'gzip copy']);
    const missing = await get('/assets/app-Zz99Yy88.js');
    expect(missing.headers['cache-control']).toBeUndefined();
  });

  it('every answer, errors included, carries the security headers', async () => {
    for (const answer of [
      await get('/'),
      await get(`/${ASSET}`),
      await get('/missing.js'),
      await get('/', {}, 'POST'),
      await get('/../x'),
    ]) {
      expect(answer.headers['content-security-policy']).toMatch(/^default-src 'none'; script-src 'self' 'sha256-/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['referrer-policy']).toBe('strict-origin');
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(answer.headers['permissions-policy']).toMatch(/camera=\(\), .*geolocation=\(\), .*microphone=\(\)/);
      // HSTS belongs to HTTPS only.
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('a hostile request gets a 4xx and never a file outside the build', () => {
  const TRAVERSALS = [
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%252e%252e/%252e%252e/secret.txt',
    '/..%5c..%5csecret.txt',
    '/assets/..\\..\\secret.txt',
    '/%c0%ae%c0%ae/secret.txt',
    '/dashboard/..%2f..%2f..%2fsecret.txt',
    '/index.html%00.js',
    '/./../build/../secret.txt',
    '/../../../../../../etc/passwd',
  ];
  it.each(TRAVERSALS)('%s', async (path) => {
    const answer = await get(path, { accept: HTML });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).not.toContain(SECRET);
    expect(answer.body).not.toMatch(/root:.*:0:0:/);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'FOO'])('%s is not allowed', async (method) => {
    const answer = await get('/sign-in', {}, method);
    expect(answer.status).toBe(405);
  });

  it('an oversized address or header', async () => {
    expect((await get(`/${'a'.repeat(20_000)}`)).status).toBe(414);
    expect((await get('/', { cookie: `x=${'a'.repeat(20_000)}` })).status).toBe(400);
  });

  it.each(['get / HTTP/1.1', 'GET /a b HTTP/1.1', 'GET /%zz HTTP/1.1', 'GET /\u0001 HTTP/1.1'])(
    'a request line nginx refuses: %j',
    async (line) => {
      expect(await rawStatus(`${line}\r\nHost: localhost\r\n\r\n`)).toMatch(/^HTTP\/1\.1 4\d\d /);
    },
  );
});

describe('deploy/nginx/ as a team deploys it', () => {
  it('passes nginx -t, installed where the README says', () => {
    const etc = join(base, 'etc-nginx');
    const snippets = join(etc, 'portal');
    mkdirSync(join(snippets, 'tls'), { recursive: true });
    const { certificate, key } = localhostCertificate();
    copyFileSync(certificate, join(snippets, 'tls/fullchain.pem'));
    copyFileSync(key, join(snippets, 'tls/privkey.pem'));
    const installed = (file: string) => readFileSync(`deploy/nginx/${file}`, 'utf8').replaceAll('/etc/nginx/portal', snippets);
    for (const file of readdirSync('deploy/nginx/portal')) writeFileSync(join(snippets, file), installed(`portal/${file}`));
    writeFileSync(join(etc, 'portal.conf'), installed('portal.conf'));
    writeFileSync(
      join(etc, 'nginx.conf'),
      `pid ${etc}/nginx.pid;\nerror_log stderr;\nload_module ${BROTLI_STATIC_MODULE};\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  include ${etc}/portal.conf;\n}\n`,
    );
    const checked = spawnSync(NGINX, ['-t', '-p', etc, '-c', join(etc, 'nginx.conf')], { encoding: 'utf8' });
    expect(checked.stderr).toContain('test is successful');
  });
});
