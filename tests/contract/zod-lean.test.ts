import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as zod from 'zod';
import { withLazyFields, withoutDescriptions } from '../../scripts/zod-lean.mjs';

const ROOT = new URL('../../', import.meta.url).pathname;
const generatedZodFiles = () =>
  ['admin', 'client', 'internal'].flatMap((document) =>
    readdirSync(`${ROOT}generated/${document}/zod`, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts'))
      .map((name) => `${ROOT}generated/${document}/zod/${name}`),
  );

describe('the step that makes the generated Zod schemas cheap to load (scripts/zod-lean.mjs)', () => {
  it('takes the descriptions out, nested ones too, and keeps every schema and rule', () => {
    const code = `export const s = zod.object({
  "a": zod.string().min(1).optional().describe('It\\'s \`a\`.'),
  "b": zod.array(zod.enum(['x', 'y']).describe('One of x, y.')).superRefine(uniqueItems).describe("Both.")
}).describe('The whole.')`;
    expect(withoutDescriptions(code)).toBe(`export const s = zod.object({
  "a": zod.string().min(1).optional(),
  "b": zod.array(zod.enum(['x', 'y'])).superRefine(uniqueItems)
})`);
    expect(withoutDescriptions('zod.string().describe(text)')).toBe('zod.string().describe(text)');
  });

  it('turns the fields of every object, nested ones too, into getters', () => {
    const code = `zod.object({
  "a": zod.string(),
  "b": zod.array(zod.strictObject({ "c": zod.number().min(1) })).optional()
})`;
    expect(withLazyFields(code)).toBe(`zod.object({
  get "a"() { return zod.string(); },
  get "b"() { return zod.array(zod.strictObject({ get "c"() { return zod.number().min(1); } })).optional(); }
})`);
  });

  it('gives schemas that check data as before and build each field once', () => {
    const lazy = new Function(
      'zod',
      `return ${withLazyFields('zod.object({ "a": zod.string().min(2), "b": zod.object({ "c": zod.number() }).optional() })')};`,
    )(zod) as zod.ZodType;
    expect(lazy.safeParse({ a: 'ab', b: { c: 1 } }).success).toBe(true);
    expect(lazy.safeParse({ a: 'a' }).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['a']);
    expect(lazy.safeParse({ a: 'ab', b: { c: 'x' } }).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['b.c']);
    const shape = (lazy as zod.ZodObject).shape;
    expect(shape.a).toBe((lazy as zod.ZodObject).shape.a);
  });

  it('has left no description and no eager object field in generated/', () => {
    const files = generatedZodFiles();
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((file) => readFileSync(file, 'utf8').includes('.describe('))).toEqual([]);
    expect(files.filter((file) => /zod\.(?:strictObject|object|looseObject)\(\{\s*"/.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
