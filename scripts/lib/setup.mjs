// What `npm start` and `npm test` need before anything else: npm packages (installed when missing
// or when package-lock.json changed) and the Debian packages the tests drive (Chromium, nginx, …).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

export const root = new URL('../..', import.meta.url).pathname;
export const CHROMIUM = '/usr/bin/chromium';
export const SOFFICE = '/usr/bin/soffice';
const stamp = `${root}node_modules/.install-stamp`;

const lockHash = () =>
  createHash('sha256')
    .update(readFileSync(`${root}package-lock.json`))
    .digest('hex');

/** Runs `npm ci` when node_modules is missing or was installed from another package-lock.json. */
export function ensurePackages() {
  const hash = lockHash();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return false;
  console.log('setup: installing npm packages (npm ci)');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  mkdirSync(`${root}node_modules`, { recursive: true });
  writeFileSync(stamp, hash);
  return true;
}

let aptUpdated = false;

/**
 * Installs Debian packages with apt-get unless every file in `provides` exists already (CI runs as
 * root; elsewhere through sudo). `provides` lists what the caller needs of them, so a machine that has
 * them skips apt-get entirely.
 */
export function ensureDebianPackages(packages, provides) {
  if (provides.every((file) => existsSync(file))) return false;
  const asRoot = process.getuid?.() === 0;
  const apt = (args) =>
    execFileSync(asRoot ? 'apt-get' : 'sudo', asRoot ? args : ['apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  console.log(`setup: installing Debian ${packages.join(', ')} (apt-get)`);
  if (!aptUpdated) apt(['update', '-q']);
  aptUpdated = true;
  apt(['install', '-y', '-q', '--no-install-recommends', ...packages]);
  const missing = provides.filter((file) => !existsSync(file));
  if (missing.length) throw new Error(`apt-get finished but ${missing.join(', ')} is still missing`);
  return true;
}

/** Debian's Chromium, which the browser tests and the benchmarks drive. */
export const ensureChromium = () => ensureDebianPackages(['chromium'], [CHROMIUM]);

export const NGINX = '/usr/sbin/nginx';
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Debian's nginx and its brotli_static module, which serve the build in the tests and benchmarks (scripts/lib/nginx.mjs). */
export const ensureNginx = () => ensureDebianPackages(['nginx', 'libnginx-mod-http-brotli-static'], [NGINX, BROTLI_STATIC_MODULE]);

/** Debian's LibreOffice Calc, which opens the portal's CSV exports as a spreadsheet does (tests/e2e/csv-spreadsheet.spec.ts). */
export const ensureLibreOffice = () => ensureDebianPackages(['libreoffice-calc'], [SOFFICE]);
