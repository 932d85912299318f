// Reads a request the way the contract describes it: the query parsed like the portal writes it
// (qs, spec section 9 limits) and coerced by the operation's generated Zod schema, the JSON body
// checked by its generated Zod schema, failures answered with 422 and the spec's exact messages.
import qs from 'qs';
import * as z from 'zod';
import { installPatternMessages } from '../../../src/lib/zod-messages';
import { QUERY_LIMITS } from '../../../src/api/query-limits';
import { unprocessable, type FieldError } from './errors';

installPatternMessages();

type Kind = 'number' | 'boolean' | 'array' | 'other';

const WRAPPERS = new Set(['optional', 'default', 'nullable', 'prefault', 'readonly', 'catch']);

function kindOf(schema: z.ZodType): Kind {
  let def = (schema as z.core.$ZodType)._zod.def as z.core.$ZodTypeDef & { innerType?: z.core.$ZodType };
  while (WRAPPERS.has(def.type) && def.innerType) def = def.innerType._zod.def as typeof def;
  return def.type === 'number' || def.type === 'boolean' || def.type === 'array' ? def.type : 'other';
}

function coerce(value: unknown, kind: Kind): unknown {
  if (value === undefined) return undefined;
  if (kind === 'array') {
    if (Array.isArray(value)) return value;
    if (value && typeof value === 'object') return Object.values(value);
    return [value];
  }
  if (Array.isArray(value)) return coerce(value[value.length - 1], kind);
  if (kind === 'number' && typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  if (kind === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** The spec's wording (section 5) of one failed rule. */
function messageOf(issue: z.core.$ZodIssue, field: string): string {
  if (issue.code === 'invalid_type') {
    return issue.input === undefined ? `The ${field} field is required.` : `Please provide a valid ${issue.expected} for the field.`;
  }
  return issue.message;
}

/** Zod issues as the contract's ValidationError entries (`path` dotted, as in `phone_numbers.0.phone_number`). */
export function fieldErrors(error: z.ZodError, prefix = ''): FieldError[] {
  return error.issues.map((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    return { path, message: messageOf(issue, String(issue.path[issue.path.length - 1] ?? prefix)) };
  });
}

/** Parses and checks a query string against the operation's query schema (defaults applied). */
export function readQuery(search: string, schema: z.ZodType | undefined): Record<string, unknown> {
  const raw = qs.parse(search.startsWith('?') ? search.slice(1) : search, { ...QUERY_LIMITS, allowDots: false });
  if (!schema) return raw;
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
  const coerced: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) coerced[key] = shape[key] ? coerce(value, kindOf(shape[key])) : value;
  const parsed = schema.safeParse(coerced);
  if (!parsed.success) throw unprocessable(fieldErrors(parsed.error));
  return { ...coerced, ...(parsed.data as Record<string, unknown>) };
}

/** Checks a JSON body against the operation's body schema. */
export function readBody(body: unknown, schema: z.ZodType | undefined): unknown {
  if (!schema) return body;
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw unprocessable(fieldErrors(parsed.error));
  return parsed.data;
}
