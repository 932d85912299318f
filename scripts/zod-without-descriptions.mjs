// After orval: takes the `.describe('…')` calls out of generated/<document>/zod/**.ts. Orval copies
// every OpenAPI description into the runtime schemas, and in Zod 4 each `.describe()` clones the
// schema it is called on: the portal never reads them (openapi/ is where they are read), yet a
// screen paid to build every schema twice, in its first task. Deterministic.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import ts from 'typescript';

const filesUnder = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : [];
  });

/** `text` without its `.describe(<string>)` calls; each receiver stays where it was. */
export function withoutDescriptions(text, fileName = 'schema.ts') {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const cuts = [];
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'describe' &&
      node.arguments.length === 1 &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      cuts.push([node.expression.expression.end, node.end]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return cuts.sort((a, b) => b[0] - a[0]).reduce((out, [from, to]) => `${out.slice(0, from)}${out.slice(to)}`, text);
}

export function stripZodDescriptions(root, documents) {
  let total = 0;
  for (const document of documents) {
    for (const file of filesUnder(`${root}generated/${document}/zod`)) {
      const text = readFileSync(file, 'utf8');
      const out = withoutDescriptions(text, file);
      if (out === text) continue;
      writeFileSync(file, out);
      total += 1;
    }
  }
  return total;
}
