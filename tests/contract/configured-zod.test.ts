// Zod's configuration (scripts/templates/zod.ts → generated/zod.ts): every generated schema takes
// Zod from there, and object schemas parse without compiling a parser with `new Function`, which
// the Content-Security-Policy (no 'unsafe-eval') would refuse.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { z } from '@generated/zod';

const root = new URL('../../generated/', import.meta.url).pathname;
const generatedSchemaFiles = (readdirSync(root, { recursive: true }) as string[]).filter((file) => /\/zod\/.*\.ts$/.test(file));

describe('Zod as the portal configures it', () => {
  it('is jitless, through Zod’s public config()', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('parses and rejects objects without compiling a parser', () => {
    const compile = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ reference: z.string().min(3), count: z.number().int() });
    expect(schema.parse({ reference: 'abc', count: 2 })).toEqual({ reference: 'abc', count: 2 });
    expect(schema.safeParse({ reference: 'ab', count: 2 }).success).toBe(false);
    expect(compile).not.toHaveBeenCalled();
  });

  it('is where every generated schema module takes Zod from', () => {
    expect(generatedSchemaFiles.length).toBeGreaterThan(20);
    for (const file of generatedSchemaFiles) {
      const text = readFileSync(`${root}${file}`, 'utf8');
      expect(text, file).toMatch(/^import \* as zod from '\.\.\/\.\.\/\.\.\/zod';$/m);
      expect(text, file).not.toMatch(/from 'zod'/);
    }
  });
});
