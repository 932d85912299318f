import type { ValidateFunction } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { installPatternMessages } from '@/lib/zod-messages';
import { validatorAt } from './support/ajv';
import { operation, parameterPointer } from './support/documents';
import { example, withValue, type RuleCase } from './support/rule-case';
import { TEXT_RULES } from './support/rules-text';
import { VALUE_RULES } from './support/rules-values';
import { zodSchema } from './support/zod';

/**
 * Spec section 5, rule by rule: the generated Zod schema (what the portal's forms and shape checks
 * use) and the JSON Schema (what Prism and the server's validator use) accept and refuse the same
 * values, and a pattern failure reads as the spec's exact message once the portal's error map is
 * installed.
 */
interface Validators {
  /** True when the whole value with `value` put in place is accepted. */
  ajv: (value: unknown) => boolean;
  zod: (value: unknown) => { ok: boolean; patternMessages: string[] };
}

async function validators(rule: RuleCase): Promise<Validators> {
  const info = operation(rule.document, rule.operationId);
  const schema = (await zodSchema(info, rule.part)) as ZodType | undefined;
  if (!schema) throw new Error(`no generated Zod ${rule.part} for ${rule.operationId}`);
  let validate: ValidateFunction;
  let place: (value: unknown) => unknown;
  if (rule.part === 'QueryParams') {
    const [name] = rule.at as [string];
    validate = validatorAt(rule.document, parameterPointer(info, name));
    place = (value) => value;
    const zod = (value: unknown) => schema.safeParse({ ...(rule.base() as object), [name]: value });
    return { ajv: (value) => validate(place(value)), zod: (value) => summarise(zod(value)) };
  }
  const pointer =
    rule.part === 'Body'
      ? info.request?.pointer
      : info.responses.find(([code, at]) => code === '200' && at.endsWith('application~1json/schema'))?.[1];
  if (!pointer) throw new Error(`no JSON ${rule.part} schema for ${rule.operationId}`);
  validate = validatorAt(rule.document, pointer);
  const base = rule.base();
  place = (value) => withValue(base, rule.at, value);
  return { ajv: (value) => validate(place(value)), zod: (value) => summarise(schema.safeParse(place(value))) };
}

function summarise(result: ReturnType<ZodType['safeParse']>): ReturnType<Validators['zod']> {
  if (result.success) return { ok: true, patternMessages: [] };
  const patterns = result.error.issues.filter((issue) => issue.code === 'invalid_format' && issue.format === 'regex');
  return { ok: false, patternMessages: patterns.map((issue) => issue.message) };
}

const RULES = [...TEXT_RULES, ...VALUE_RULES];
const show = (value: unknown) =>
  typeof value === 'string' && value.length > 40
    ? `${value.slice(0, 20)}... (${value.length})`
    : Array.isArray(value) && value.length > 3
      ? `[${value.length} items]`
      : JSON.stringify(value);

beforeAll(() => installPatternMessages());

describe.each(RULES.map((rule) => [rule.rule, rule] as const))('%s', (_name, rule) => {
  let check: Validators;
  beforeAll(async () => {
    check = await validators(rule);
  });

  it('accepts the base value (the table starts from valid data)', () => {
    const original = rule.at.length
      ? rule.at.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], rule.base())
      : undefined;
    if (original !== undefined) {
      expect(check.ajv(original)).toBe(true);
      expect(check.zod(original).ok).toBe(true);
    }
  });

  it.each(rule.valid.map((value) => [show(value), value]))('both accept %s', (_shown, value) => {
    expect({ ajv: check.ajv(value), zod: check.zod(value).ok }).toEqual({ ajv: true, zod: true });
  });

  it.each(rule.invalid.map((value) => [show(value), value]))('both refuse %s', (_shown, value) => {
    expect({ ajv: check.ajv(value), zod: check.zod(value).ok }).toEqual({ ajv: false, zod: false });
  });

  it.each((rule.patternInvalid ?? []).map((value) => [show(value), value]))(
    'both refuse %s, Zod with the exact message',
    (_shown, value) => {
      const zod = check.zod(value);
      expect({ ajv: check.ajv(value), zod: zod.ok }).toEqual({ ajv: false, zod: false });
      expect(zod.patternMessages).toEqual([rule.message]);
    },
  );
});

describe('limits of JSON Schema, left to the server', () => {
  it('a required tag whose default_value is not one of its tag_values passes both (the server refuses it)', async () => {
    const check = await validators({ ...VALUE_RULES.find((rule) => rule.operationId === 'putTag')!, valid: [], invalid: [] });
    const value = { is_required: true, tag_values: ['a'], default_value: 'b' };
    expect({ ajv: check.ajv(value), zod: check.zod(value).ok }).toEqual({ ajv: true, zod: true });
  });
});

it('every base example of the tables exists', () => {
  for (const rule of RULES) expect(() => rule.base()).not.toThrow();
  expect(example('admin', 'putRole.request')).toBeDefined();
});
