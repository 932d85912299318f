// After orval: makes the generated Zod schemas (generated/<document>/zod/**.ts) cheap to load, the
// work being in the first task of every screen. Deterministic.
// - `.describe('…')` calls go: orval copies every OpenAPI description into the runtime schemas, and
//   in Zod 4 each `.describe()` builds its schema a second time; the portal never reads them
//   (openapi/ is where they are read).
// - An object's fields become getters, which Zod 4 reads the first time the object is used (the way
//   it takes recursive shapes): a module builds only its outer schemas when it loads, and a field's
//   schema is built when a screen first checks data with it. A validators module holds every
//   schema of its tag (~200 for payloads), of which a screen uses a few.
// - Zod comes from generated/zod.ts (scripts/templates/zod.ts), configured before any schema exists.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import ts from 'typescript';
import { applyEdits } from './lib/text-edits.mjs';

const OBJECT_FACTORIES = new Set(['object', 'strictObject', 'looseObject']);
const CONFIGURED_ZOD = '../../../zod';

const filesUnder = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : [];
  });

function parse(text, fileName) {
  return ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
}

function walk(source, visit) {
  const go = (node) => {
    visit(node);
    ts.forEachChild(node, go);
  };
  go(source);
}

/** `text` without its `.describe(<string>)` calls; each receiver stays where it was. */
export function withoutDescriptions(text, fileName = 'schema.ts') {
  const edits = [];
  walk(parse(text, fileName), (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'describe' &&
      node.arguments.length === 1 &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      edits.push({ from: node.expression.expression.end, to: node.end, text: '' });
  });
  return applyEdits(text, edits);
}

/** `text` with the fields of every `zod.object({...})` (and strict and loose objects) as getters. */
export function withLazyFields(text, fileName = 'schema.ts') {
  const source = parse(text, fileName);
  const edits = [];
  walk(source, (node) => {
    if (
      !ts.isCallExpression(node) ||
      !ts.isPropertyAccessExpression(node.expression) ||
      !OBJECT_FACTORIES.has(node.expression.name.text) ||
      !ts.isIdentifier(node.expression.expression) ||
      node.expression.expression.text !== 'zod'
    )
      return;
    const [shape] = node.arguments;
    if (!shape || !ts.isObjectLiteralExpression(shape)) return;
    for (const property of shape.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const colon = property.getChildren(source).find((child) => child.kind === ts.SyntaxKind.ColonToken);
      edits.push({ from: property.name.getStart(source), to: property.name.getStart(source), text: 'get ' });
      edits.push({ from: colon.getStart(source), to: colon.end, text: '() { return' });
      edits.push({ from: property.initializer.end, to: property.initializer.end, text: '; }' });
    }
  });
  return applyEdits(text, edits);
}

/** The generated schemas take Zod from generated/zod.ts, which configures it first. */
const withConfiguredZod = (text) => text.replace(/^import \* as zod from 'zod';$/m, `import * as zod from '${CONFIGURED_ZOD}';`);

export function leanZodSchemas(root, documents) {
  const template = readFileSync(`${root}scripts/templates/zod.ts`, 'utf8');
  writeFileSync(
    `${root}generated/zod.ts`,
    `// Copied from scripts/templates/zod.ts by scripts/zod-lean.mjs. Do not edit: run \`npm run generate\`.\n${template}`,
  );
  let total = 0;
  for (const document of documents) {
    for (const file of filesUnder(`${root}generated/${document}/zod`)) {
      const text = readFileSync(file, 'utf8');
      const out = withConfiguredZod(withLazyFields(withoutDescriptions(text, file), file));
      if (out === text) continue;
      writeFileSync(file, out);
      total += 1;
    }
  }
  return total;
}
