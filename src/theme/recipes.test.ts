import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { recipes as allRecipes, slotRecipes as allSlotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { recipes, slotRecipes } from './recipes';

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : [];
  });
}

/** Names imported from '@chakra-ui/react' anywhere in src/. */
function chakraImports(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(resolve(process.cwd(), 'src'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const name of match[1]!.split(',')) names.add(name.trim().split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

const recipeKey = (component: string) => component.charAt(0).toLowerCase() + component.slice(1);

describe('the trimmed Chakra theme', () => {
  it('styles every Chakra component src/ imports', () => {
    const known = new Set([...Object.keys(allRecipes), ...Object.keys(allSlotRecipes)]);
    const ours = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);
    const missing = [...chakraImports()].map(recipeKey).filter((key) => known.has(key) && !ours.has(key));
    expect(missing, 'add these recipes to src/theme/recipes.ts').toEqual([]);
  });
});
