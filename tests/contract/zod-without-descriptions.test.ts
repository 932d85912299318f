import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutDescriptions } from '../../scripts/zod-without-descriptions.mjs';

const ROOT = new URL('../../', import.meta.url).pathname;

describe('the step that takes descriptions out of the generated Zod schemas', () => {
  it('keeps every schema and rule, nested ones too, and removes only the descriptions', () => {
    const code = `export const s = zod.object({
  "a": zod.string().min(1).optional().describe('It\\'s \`a\`.'),
  "b": zod.array(zod.enum(['x', 'y']).describe('One of x, y.')).superRefine(uniqueItems).describe("Both.")
}).describe('The whole.')`;
    expect(withoutDescriptions(code)).toBe(`export const s = zod.object({
  "a": zod.string().min(1).optional(),
  "b": zod.array(zod.enum(['x', 'y'])).superRefine(uniqueItems)
})`);
  });

  it('leaves a describe whose argument is not a plain string', () => {
    expect(withoutDescriptions('zod.string().describe(text)')).toBe('zod.string().describe(text)');
  });

  it('has left no description in generated/', () => {
    const files = ['admin', 'client', 'internal'].flatMap((document) =>
      readdirSync(`${ROOT}generated/${document}/zod`, { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.ts'))
        .map((name) => `${ROOT}generated/${document}/zod/${name}`),
    );
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((file) => readFileSync(file, 'utf8').includes('.describe('))).toEqual([]);
  });
});
