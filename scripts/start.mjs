// `npm start`: installs packages when missing, generates the code from the OpenAPI documents,
// then serves the mocks and the portal (Vite dev server) and prints the URL to open.
import { execFileSync } from 'node:child_process';
import { ensurePackages, root } from './lib/setup.mjs';

ensurePackages();
execFileSync(process.execPath, [`${root}scripts/generate.mjs`], { cwd: root, stdio: 'inherit' });
await import('./serve.mjs');
