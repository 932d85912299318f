// `npm run budget`: gzip size of the JS the first route (`/`) needs and of the whole build, from
// Vite's manifest. Exits 1 over budget. Run after `vite build`.
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const dist = `${root}${process.env.DIST_DIR ?? 'dist'}/`;
const BUDGET_KB = { firstRoute: 170, total: 2500 };
/** Source modules that `/` loads besides the entry: the root route, its lazy layout and page (en-GB needs no catalog). */
const FIRST_ROUTE_MODULES = ['src/app/root.tsx', 'src/app/layouts/landing-layout.tsx', 'src/features/landing/landing-page.tsx'];

const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length / 1024;

function closure(keys, into = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) continue;
    into.add(chunk.file);
    closure(chunk.imports ?? [], into);
  }
  return into;
}

const missing = FIRST_ROUTE_MODULES.filter((module) => !manifest[module]);
const firstRouteFiles = closure(['index.html', ...FIRST_ROUTE_MODULES.filter((module) => manifest[module])]);
const firstRoute = [...firstRouteFiles].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipKb(file), 0);
const allJs = readdirSync(`${dist}assets`).filter((file) => file.endsWith('.js'));
const total = allJs.reduce((sum, file) => sum + gzipKb(`assets/${file}`), 0);

const line = (label, value, budget) => `${label}: ${value.toFixed(1)} kB gzip (budget ${budget} kB)${value > budget ? '  OVER BUDGET' : ''}`;
console.log(line('first route JS', firstRoute, BUDGET_KB.firstRoute));
console.log(`  ${[...firstRouteFiles].filter((file) => file.endsWith('.js')).map((file) => `${file} ${gzipKb(file).toFixed(1)} kB`).join('\n  ')}`);
console.log(line(`whole build JS (${allJs.length} files)`, total, BUDGET_KB.total));
if (missing.length) console.log(`first-route modules not in the manifest (not lazy chunks yet): ${missing.join(', ')}`);
process.exit(firstRoute > BUDGET_KB.firstRoute || total > BUDGET_KB.total ? 1 : 0);
