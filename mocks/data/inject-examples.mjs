// Prism only serves examples that the document lists under the operation's response, so the
// `<operationId>__<reference>` variants of mocks/examples/<document>.json must be added to the
// bundled document (the path files reference only the default example). Call this after
// `redocly bundle` (for example from scripts/generate.mjs):
//   import { injectExampleVariants } from '../mocks/data/inject-examples.mjs';
//   injectExampleVariants(document, `${root}generated/openapi/${document}.yaml`);
// The mock proxy (mocks/mock-proxy.ts) then selects a variant with `Prefer: example=<name>`.
import { readFileSync, writeFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';

const examplesDir = new URL('../examples/', import.meta.url);

/** Adds the variants to the bundled document at `file` (YAML, rewritten in place). Returns how many. */
export function injectExampleVariants(document, file) {
  const examples = JSON.parse(readFileSync(new URL(`${document}.json`, examplesDir), 'utf8'));
  const index = JSON.parse(readFileSync(new URL('index.json', examplesDir), 'utf8'))[document] ?? {};
  const text = readFileSync(file, 'utf8');
  const header = text.match(/^(#[^\n]*\n)*/)?.[0] ?? '';
  const spec = parse(text);
  let added = 0;
  for (const item of Object.values(spec.paths ?? {})) {
    for (const operation of Object.values(item)) {
      const references = operation?.operationId ? index[operation.operationId] : undefined;
      if (!references) continue;
      const code = Object.keys(operation.responses ?? {}).find((key) => key.startsWith('2'));
      const media = code ? operation.responses[code]?.content?.['application/json'] : undefined;
      if (!media) continue;
      media.examples ??= {};
      for (const reference of references) {
        const name = `${operation.operationId}__${reference}`;
        if (!examples[name]) throw new Error(`index.json lists ${name} but ${document}.json has no such example`);
        media.examples[name] = examples[name];
        added += 1;
      }
    }
  }
  writeFileSync(file, `${header}${stringify(spec, { aliasDuplicateObjects: false, lineWidth: 0 })}`);
  return added;
}
