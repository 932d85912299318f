// One row of the field-rule tables: a rule of spec section 5, the generated schema it is checked
// through (an operation's body, response or query) and the values both validators must agree on.
import { exampleFile, type DocumentName } from './documents';
import type { ZodPart } from './zod';

export interface RuleCase {
  /** The rule, in the words of spec section 5. */
  rule: string;
  document: DocumentName;
  operationId: string;
  part: Exclude<ZodPart, 'Params'>;
  /** A valid whole body, response or query object the values are put into. */
  base: () => unknown;
  /** Where the values go in `base` ([] replaces the whole value; for a query, [parameter]). */
  at: (string | number)[];
  valid: unknown[];
  /** Values refused for any reason. */
  invalid: unknown[];
  /** Values refused by the field's pattern, whose Zod message must be `message` exactly. */
  patternInvalid?: string[];
  message?: string;
}

/** A deep copy of an example value of mocks/examples (`<operationId>`, `<operationId>.request`...). */
export function example(document: DocumentName, name: string): unknown {
  const entry = exampleFile(document)[name];
  if (!entry) throw new Error(`${document} has no example ${name}`);
  return structuredClone(entry.value);
}

/** The value with `replacement` at `path` (a copy; [] replaces the whole value). */
export function withValue(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = replacement;
  return copy;
}

/** Index of the first item of a list example that matches. */
export function indexWhere(document: DocumentName, name: string, match: (item: Record<string, unknown>) => boolean): number {
  const data = (example(document, name) as { data: Record<string, unknown>[] }).data;
  const index = data.findIndex(match);
  if (index < 0) throw new Error(`no matching item in ${name}`);
  return index;
}

export const text = (length: number, fill = 'a') => fill.repeat(length);
export const list = <T>(length: number, item: (index: number) => T) => Array.from({ length }, (_, index) => item(index));

/** The exact pattern messages of spec section 5. */
export const MESSAGES = {
  cronOrRate: 'Must be a valid cron or rate expression',
  leadingSlash: 'Must start with a leading slash "/"',
  email: 'Must be a valid email address',
  alnumUnderscoreDotHyphen: 'Only alphanumeric, "_.-" allowed',
  alnumColonSlashHyphen: 'Only alphanumeric, ":/-" allowed',
  pgp: 'must be a valid PGP key',
  deviceReference: 'Cannot start with any of " ,+#/:", cannot include ",+#/:"',
  noLeadingSpaceOrComma: 'Cannot start with leading space, cannot contain a comma',
  name: 'No special characters apart from -_.!() and spaces, no leading or trailing space',
  cidr: 'Must be a valid CIDR range',
  date: 'Must be a date formatted like 1999-01-01',
  dateWithTime: 'Must be a date formatted like 1999-01-01 or 1999-01-01-165000',
  isoDate: 'Must be an ISO-formatted date',
  https: 'Must start with https://',
  iamArn: 'Must be a valid AWS IAM ARN',
  s3: 'Must start with {address}',
} as const;
