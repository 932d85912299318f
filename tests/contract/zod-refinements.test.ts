import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SchemaWalker } from '../../scripts/lib/zod-schema-walk.mjs';

/** scripts/zod-refinements.mjs: what orval 7 leaves out of Zod is added, or generation stops. */
function refine(schema: object, code: string, bundle: object = {}): string {
  const source = ts.createSourceFile('x.ts', `const x = ${code}`, ts.ScriptTarget.Latest, true);
  const statement = source.statements[0] as ts.VariableStatement;
  const walker = new SchemaWalker(bundle);
  walker.walk(schema, statement.declarationList.declarations[0]!.initializer!, 'test');
  let out = source.text;
  for (const edit of [...walker.edits].sort((a, b) => b.at - a.at)) out = `${out.slice(0, edit.at)}${edit.text}${out.slice(edit.at)}`;
  return out.replace('const x = ', '');
}

describe('the Zod refinement step', () => {
  it('adds .int() before the optional/default/describe wrappers', () => {
    const schema = { type: 'object', properties: { count: { type: 'integer', minimum: 0, description: 'n' } } };
    expect(refine(schema, `zod.object({ "count": zod.number().min(0).optional().describe('n') })`)).toBe(
      `zod.object({ "count": zod.number().min(0).int().optional().describe('n') })`,
    );
  });

  it('adds uniqueItems, minProperties and if/then through $refs, allOf and arrays', () => {
    const bundle = { components: { schemas: { Tag: { type: 'object', minProperties: 1, properties: { k: { type: 'string' } } } } } };
    const schema = {
      allOf: [
        { type: 'object', properties: { tags: { type: 'array', uniqueItems: true, items: { $ref: '#/components/schemas/Tag' } } } },
        { type: 'object', if: { required: ['a'] }, then: { required: ['b'] } },
      ],
    };
    const out = refine(
      schema,
      `zod.object({ "tags": zod.array(zod.object({ "k": zod.string().optional() })).optional() }).and(zod.object({}))`,
      bundle,
    );
    expect(out).toContain('zod.object({ "k": zod.string().optional() }).superRefine(minProperties(1, "Must have at least 1 property"))');
    expect(out).toContain(')).superRefine(uniqueItems).optional()');
    expect(out).toContain(
      '.and(zod.object({}).superRefine(conditional({"if":{"required":["a"]},"message":"Invalid value","then":{"required":["b"]}})))',
    );
  });

  it('stops on a keyword orval drops and nothing adds', () => {
    expect(() => refine({ type: 'number', exclusiveMinimum: 0 }, 'zod.number()')).toThrow(/exclusiveMinimum/);
    expect(() => refine({ type: 'integer', const: 1 }, 'zod.number()')).toThrow(/const/);
    expect(() =>
      refine({ type: 'object', properties: { a: { $ref: '#/components/schemas/A', minLength: 2 } } }, 'zod.object({ "a": zod.string() })', {
        components: { schemas: { A: { type: 'string' } } },
      }),
    ).toThrow(/beside \$ref/);
    expect(() => refine({ type: 'object', if: { pattern: 'x' }, then: {} }, 'zod.object({})')).toThrow(/pattern/);
  });
});
