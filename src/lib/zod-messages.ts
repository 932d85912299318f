import * as z from '@generated/zod';
import { patternMessages } from '@generated/pattern-messages';

/** `String(new RegExp(source))` -> message, the form Zod puts in `issue.pattern`. */
const byPattern = new Map([...patternMessages].map(([source, message]) => [String(new RegExp(source)), message]));

/** The spec's message for a failed pattern of the contract, or undefined for any other issue. */
export function patternMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code !== 'invalid_format' || issue.format !== 'regex' || typeof issue.pattern !== 'string') return undefined;
  return byPattern.get(issue.pattern);
}

/** What a pattern message's placeholders stand for, e.g. `{address}` is the text a value must start with. */
export type PatternValues = { address?: string };

/** The literal text a pattern requires at the start (`^s3://.+$` -> 's3://'), for `{address}`. */
export function literalPrefix(source: string): string {
  return /^\^([^\\.*+?()[\]{}|$]*)/.exec(source)?.[1] ?? '';
}

/**
 * Makes a failed pattern of the generated Zod schemas read as the exact message of spec section
 * 5 (orval keeps the regex but not its `x-pattern-message`). Installed once, globally, through
 * `z.config({ customError })`; an error map installed earlier still answers every other issue.
 * `translate` may map the en-GB message to the active locale and fill its placeholders.
 */
export function installPatternMessages(translate: (message: string, values: PatternValues) => string = (message) => message): void {
  const previous = z.config().customError;
  z.config({
    customError: (issue) => {
      const message = patternMessage(issue);
      if (message === undefined) return previous?.(issue);
      // issue.pattern is the regex as `String(regex)` gives it: '/^s3:\/\/.+$/'.
      const source = String(issue.pattern).slice(1, -1).replaceAll('\\/', '/');
      return translate(message, { address: literalPrefix(source) });
    },
  });
}
