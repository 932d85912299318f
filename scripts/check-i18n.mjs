// Fails when the Lingui catalogs miss a message of the source code (run `npm run i18n:extract`)
// or when a pt-BR message has no translation.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const catalog = (locale) => `${root}src/i18n/locales/${locale}/messages.po`;
const withoutDate = (text) => text.replace(/^"POT-Creation-Date:.*\n/m, '');
const read = (locale) => withoutDate(readFileSync(catalog(locale), 'utf8'));

const before = { en: read('en-GB'), pt: read('pt-BR') };
execFileSync(`${root}node_modules/.bin/lingui`, ['extract', '--clean'], { cwd: root, stdio: 'ignore' });
const after = { en: read('en-GB'), pt: read('pt-BR') };
let failed = false;
if (before.en !== after.en || before.pt !== after.pt) {
  console.error('the catalogs were stale: messages were added or removed in the code (extracted now; translate and commit them)');
  failed = true;
}

/** msgid -> msgstr of a PO file (a PO string literal reads as a JSON one here). */
function entries(text) {
  const list = [];
  for (const block of text.split(/\n\n+/)) {
    const id = /^msgid ((?:".*"\n?)+)/m.exec(block);
    const str = /^msgstr ((?:".*"\n?)+)/m.exec(block);
    if (!id || !str) continue;
    const join = (raw) => raw.trim().split('\n').map((line) => JSON.parse(line)).join('');
    if (join(id[1])) list.push([join(id[1]), join(str[1])]);
  }
  return list;
}

const untranslated = entries(after.pt).filter(([, translation]) => !translation);
if (untranslated.length) {
  console.error(`pt-BR misses ${untranslated.length} translations:\n  ${untranslated.slice(0, 20).map(([id]) => id).join('\n  ')}`);
  failed = true;
}
const total = entries(after.en).length;
if (!failed) console.log(`translations complete: ${total} messages in en-GB and pt-BR`);
process.exit(failed ? 1 : 0);
