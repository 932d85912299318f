// Checks the Lingui catalogs with Lingui's own CLI, on copies in a temp dir (the tree is not touched):
// 1. `lingui extract --clean` into the copies must change nothing (else run `npm run i18n:extract`);
// 2. `lingui compile --strict` must pass: every pt-BR message has its own translation and every
//    message is valid ICU. The check turns the en-GB fallback off, or a missing pt-BR translation
//    would quietly compile to the English text.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const LOCALES = ['en-GB', 'pt-BR'];
const work = mkdtempSync(join(tmpdir(), 'check-i18n-'));
const catalog = (dir, locale) => join(dir, locale, 'messages.po');
const withoutDate = (text) => text.replace(/^"POT-Creation-Date:.*\n/m, '');
const read = (dir, locale) => withoutDate(readFileSync(catalog(dir, locale), 'utf8'));

const config = join(work, 'lingui.config.ts');
writeFileSync(
  config,
  `import base from ${JSON.stringify(join(root, 'lingui.config.ts'))};
export default {
  ...base,
  rootDir: ${JSON.stringify(root)},
  fallbackLocales: {},
  catalogs: base.catalogs.map((entry) => ({ ...entry, path: ${JSON.stringify(join(work, '{locale}', 'messages'))} })),
};
`,
);
for (const locale of LOCALES) cpSync(catalog(join(root, 'src/i18n/locales'), locale), catalog(work, locale));

const lingui = (args) =>
  execFileSync(join(root, 'node_modules/.bin/lingui'), [...args, '--config', config, '--workers', '1'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
let failed = false;
try {
  lingui(['extract', '--clean']);
  const stale = LOCALES.filter((locale) => read(work, locale) !== read(join(root, 'src/i18n/locales'), locale));
  if (stale.length) {
    console.error(
      `the ${stale.join(' and ')} catalogs are stale: messages were added or removed in the code (run \`npm run i18n:extract\`, translate and commit)`,
    );
    failed = true;
  }
  lingui(['compile', '--strict']);
} catch (error) {
  console.error(`${error.stdout ?? ''}${error.stderr ?? error.message}`);
  failed = true;
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (!failed) console.log('translations complete: the catalogs are extracted and every pt-BR message compiles strictly');
process.exit(failed ? 1 : 0);
