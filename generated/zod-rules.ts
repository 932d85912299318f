// Copied from scripts/templates/zod-rules.ts by scripts/zod-refinements.mjs. Do not edit: run `npm run generate`.
/**
 * Runtime helpers for the JSON Schema rules that orval 7 leaves out of its Zod output (integer,
 * uniqueItems, minProperties, if/then/else). scripts/zod-refinements.mjs copies this file to
 * generated/zod-rules.ts and calls these helpers from the generated schemas with `.superRefine`, so
 * a rule written once in openapi/ holds in Zod exactly as it does in Ajv and Prism.
 */
import type * as z from 'zod';

/** A JSON Schema fragment limited to the keywords `matches` understands (checked at generation). */
export interface RuleSchema {
  readonly [keyword: string]: unknown;
}

/** A conditional rule: the schema's `if`, `then`, `else` and the message of a failure. */
export interface ConditionalRule {
  readonly if: RuleSchema;
  readonly then?: RuleSchema;
  readonly else?: RuleSchema;
  readonly message: string;
}

type Path = (string | number)[];
interface Failure {
  path: Path;
  message?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function hasType(value: unknown, type: unknown): boolean {
  const types = Array.isArray(type) ? type : [type];
  const actual = typeOf(value);
  return types.some((entry) => entry === actual || (entry === 'number' && actual === 'integer'));
}

/** Deep equality of JSON values (JSON Schema `const`, `enum` and `uniqueItems`). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => jsonEqual(item, b[index]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && jsonEqual(a[key], b[key]));
  }
  return false;
}

const length = (text: string) => [...text].length;

/** The first failure of `value` against `schema`, or undefined when it matches. */
function failure(schema: RuleSchema, value: unknown, path: Path): Failure | undefined {
  const fail = (message?: string, at: Path = path): Failure => ({ path: at, message });
  if ('type' in schema && !hasType(value, schema.type)) return fail();
  if ('const' in schema && !jsonEqual(value, schema.const)) return fail();
  if (Array.isArray(schema.enum) && !schema.enum.some((option) => jsonEqual(value, option))) return fail();
  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && length(value) < schema.minLength) return fail();
    if (typeof schema.maxLength === 'number' && length(value) > schema.maxLength) return fail();
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) return fail();
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) return fail();
  }
  if (isObject(value)) {
    for (const key of (schema.required as string[] | undefined) ?? []) if (!(key in value)) return fail(undefined, [...path, key]);
    for (const [key, child] of Object.entries((schema.properties as Record<string, RuleSchema> | undefined) ?? {})) {
      if (!(key in value)) continue;
      const found = failure(child, value[key], [...path, key]);
      if (found) return found;
    }
  }
  if (isObject(schema.not) && !failure(schema.not, value, path)) return fail();
  if (Array.isArray(schema.anyOf) && !(schema.anyOf as RuleSchema[]).some((option) => !failure(option, value, path))) return fail();
  for (const part of (schema.allOf as RuleSchema[] | undefined) ?? []) {
    const found = failure(part, value, path);
    if (found) return found;
  }
  if (isObject(schema.if)) {
    const branch = failure(schema.if, value, path) ? schema.else : schema.then;
    const found = isObject(branch) ? failure(branch, value, path) : undefined;
    if (found) return { path: found.path, message: found.message ?? (schema['x-rule-message'] as string | undefined) };
  }
  return undefined;
}

/** True when `value` matches the JSON Schema fragment. */
export function matches(schema: RuleSchema, value: unknown): boolean {
  return failure(schema, value, []) === undefined;
}

/** `uniqueItems: true`. */
export function uniqueItems<T>(value: T, ctx: z.RefinementCtx<T>): void {
  if (!Array.isArray(value)) return;
  const index = value.findIndex((item, at) => value.findIndex((other) => jsonEqual(item, other)) !== at);
  if (index >= 0) ctx.addIssue({ code: 'custom', message: 'Items must be unique', path: [index], input: value });
}

/** `minProperties`. */
export function minProperties(minimum: number, message: string) {
  return <T>(value: T, ctx: z.RefinementCtx<T>): void => {
    if (isObject(value) && Object.keys(value).length < minimum) ctx.addIssue({ code: 'custom', message, input: value });
  };
}

/** `if` / `then` / `else`: the issue points at the property at fault where there is one. */
export function conditional(rule: ConditionalRule) {
  const schema: RuleSchema = { if: rule.if, then: rule.then, else: rule.else, 'x-rule-message': rule.message };
  return <T>(value: T, ctx: z.RefinementCtx<T>): void => {
    const found = failure(schema, value, []);
    if (found) ctx.addIssue({ code: 'custom', message: found.message ?? rule.message, path: found.path, input: value });
  };
}
