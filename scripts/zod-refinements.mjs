// After orval: adds to generated/<document>/zod/**.ts the JSON Schema rules orval 7 does not
// translate (integer, uniqueItems, minProperties, if/then/else; see scripts/lib/zod-schema-walk.mjs)
// and copies their runtime helpers to generated/zod-rules.ts. Deterministic.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import ts from 'typescript';
import { SchemaWalker } from './lib/zod-schema-walk.mjs';
import { applyEdits } from './lib/text-edits.mjs';

const camel = (text) => text.replace(/[-_\s]+(.)?/g, (_, next) => (next ? next.toUpperCase() : ''));
const kebab = (text) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const HELPERS_IMPORT = '../../../zod-rules';

function exportedInitializers(source) {
  const found = new Map();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) found.set(declaration.name.text, declaration.initializer);
    }
  }
  return found;
}

/** The schemas orval turns into `<operation>Params`, `QueryParams`, `Body` and `Response`. */
function targetsOf(bundle, path, method, operation) {
  const parameters = [...(bundle.paths[path].parameters ?? []), ...(operation.parameters ?? [])].map((parameter) =>
    parameter.$ref
      ? parameter.$ref
          .replace(/^#\//, '')
          .split('/')
          .reduce((node, key) => node[key], bundle)
      : parameter,
  );
  const asObject = (location) => {
    const list = parameters.filter((parameter) => parameter.in === location && parameter.schema);
    return list.length
      ? { type: 'object', properties: Object.fromEntries(list.map((parameter) => [parameter.name, parameter.schema])) }
      : undefined;
  };
  const name = camel(operation.operationId);
  return [
    [`${name}Params`, asObject('path'), false],
    [`${name}QueryParams`, asObject('query'), false],
    [`${name}Body`, operation.requestBody?.content?.['application/json']?.schema, true],
    [`${name}Response`, operation.responses?.['200']?.content?.['application/json']?.schema, false],
  ].filter(([, schema]) => schema);
}

function refineFile(file, bundle, operations) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const initializers = exportedInitializers(source);
  const walker = new SchemaWalker(bundle);
  for (const { path, method, operation } of operations) {
    for (const [name, schema, body] of targetsOf(bundle, path, method, operation)) {
      const node = initializers.get(name);
      if (!node) continue;
      if (schema.type === 'array' || initializers.has(`${name}Item`))
        throw new Error(`${name}: top-level array bodies and responses are not supported`);
      walker.walk(schema, node, `${operation.operationId}/${name}`, { body });
    }
  }
  if (!walker.edits.length) return 0;
  let out = applyEdits(
    text,
    walker.edits.map(({ at, text: insert }) => ({ from: at, to: at, text: insert })),
  );
  const imports = [...walker.helpers].sort();
  if (imports.length)
    out = out.replace(/^import \* as zod from 'zod';$/m, (line) => `${line}\nimport { ${imports.join(', ')} } from '${HELPERS_IMPORT}';`);
  writeFileSync(file, out);
  return walker.edits.length;
}

/** Refines every generated Zod file of every document; returns the number of insertions. */
export function addZodRefinements(root, bundles) {
  const template = readFileSync(`${root}scripts/templates/zod-rules.ts`, 'utf8');
  writeFileSync(
    `${root}generated/zod-rules.ts`,
    `// Copied from scripts/templates/zod-rules.ts by scripts/zod-refinements.mjs. Do not edit: run \`npm run generate\`.\n${template}`,
  );
  let total = 0;
  for (const [document, bundle] of Object.entries(bundles)) {
    const byFile = new Map();
    for (const [path, item] of Object.entries(bundle.paths ?? {})) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const tag = kebab(operation.tags?.[0] ?? 'default');
        const file = `${root}generated/${document}/zod/${tag}/${tag}.ts`;
        if (!byFile.has(file)) byFile.set(file, []);
        byFile.get(file).push({ path, method, operation });
      }
    }
    for (const [file, operations] of byFile) if (existsSync(file)) total += refineFile(file, bundle, operations);
  }
  return total;
}
