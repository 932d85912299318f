import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(new URL('../../', import.meta.url).pathname);
const ALIASES: Record<string, string> = { '@/': 'src/', '@generated/': 'generated/', '@sandbox/': 'mocks/sandbox/' };
const CODE = /\.(ts|tsx|mts|mjs)$/;
/** Test files and test support may wire any folders together; the structure is the code's. */
const TEST_FILE = /\.test\.tsx?$|^src\/test\/|^src\/features\/[^/]+\/test\//;

/** Where an import specifier points, relative to the repository, or undefined for a package. */
function target(file: string, specifier: string): string | undefined {
  for (const [alias, folder] of Object.entries(ALIASES)) if (specifier.startsWith(alias)) return folder + specifier.slice(alias.length);
  if (!specifier.startsWith('.')) return undefined;
  return relative(ROOT, resolve(ROOT, dirname(file), specifier));
}

/** A file's top-level folder inside `tree` (`src/app`), `tree` itself for a file at its root, undefined outside it. */
function topFolder(tree: string, path: string): string | undefined {
  if (!path.startsWith(`${tree}/`)) return undefined;
  const parts = path.slice(tree.length + 1).split('/');
  return parts.length > 1 ? `${tree}/${parts[0]}` : tree;
}

/** Every import between two top-level folders of `tree`: 'from -> to' with one example file each. */
function folderImports(tree: string): Map<string, string> {
  const edges = new Map<string, string>();
  const files = readdirSync(join(ROOT, tree), { recursive: true, encoding: 'utf8' })
    .map((name) => `${tree}/${name}`)
    .filter((file) => CODE.test(file) && !TEST_FILE.test(file));
  for (const file of files) {
    const from = topFolder(tree, file);
    const { importedFiles } = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const path = target(file, fileName);
      const to = path && topFolder(tree, path);
      if (from && to && to !== from && !edges.has(`${from} -> ${to}`)) edges.set(`${from} -> ${to}`, `${file} imports ${fileName}`);
    }
  }
  return edges;
}

/** The pairs of folders that import each other, each with an import of both ways. */
function mutualImports(tree: string): string[] {
  const edges = folderImports(tree);
  return [...edges.keys()]
    .map((edge) => edge.split(' -> ') as [string, string])
    .filter(([from, to]) => from < to && edges.has(`${to} -> ${from}`))
    .map(([from, to]) => `${from} <-> ${to}: ${edges.get(`${from} -> ${to}`)}; ${edges.get(`${to} -> ${from}`)}`);
}

describe('top-level folders import one way', () => {
  it.each(['src', 'mocks'])('no two top-level folders of %s import each other', (tree) => {
    expect(mutualImports(tree)).toEqual([]);
  });

  it('sees imports of every kind: aliases, relative paths, dynamic imports and types', () => {
    const edges = folderImports('src');
    expect(edges.has('src/app -> src/features')).toBe(true); // lazy routes: import('@/features/…')
    expect(edges.has('src/prerender -> src/lib')).toBe(true); // relative: '../lib/paths.ts'
    expect(edges.has('src/app -> src/auth')).toBe(true);
    expect(folderImports('mocks').has('mocks/sandbox -> mocks/data')).toBe(true);
  });
});
