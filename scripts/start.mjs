// `npm start`: installs packages when missing, generates the code from the OpenAPI documents and
// the API reference (when they changed), then serves the mocks and the portal (Vite dev server)
// and prints the URLs to open.
import { execFileSync } from 'node:child_process';
import { ensurePackages, root } from './lib/setup.mjs';

ensurePackages();
execFileSync(process.execPath, [`${root}scripts/generate.mjs`], { cwd: root, stdio: 'inherit' });
execFileSync(process.execPath, [`${root}scripts/docs.mjs`, '--if-stale'], { cwd: root, stdio: 'inherit' });
await import('./serve.mjs');
