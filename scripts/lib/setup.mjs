// What `npm start` and `npm test` need before anything else: npm packages (installed when missing
// or when package-lock.json changed) and, for the browser tests, Debian's Chromium.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

export const root = new URL('../..', import.meta.url).pathname;
export const CHROMIUM = '/usr/bin/chromium';
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

/** Installs Debian's chromium with apt-get when /usr/bin/chromium is missing (CI runs as root). */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return false;
  const asRoot = process.getuid?.() === 0;
  const apt = (args) =>
    execFileSync(asRoot ? 'apt-get' : 'sudo', asRoot ? args : ['apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  console.log('setup: installing Debian chromium (apt-get)');
  apt(['update', '-q']);
  apt(['install', '-y', '-q', '--no-install-recommends', 'chromium']);
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get finished but ${CHROMIUM} is still missing`);
  return true;
}
