import * as z from 'zod';
import { patternMessages } from '@generated/pattern-messages';

/** `String(new RegExp(source))` -> message, the form Zod puts in `issue.pattern`. */
const byPattern = new Map([...patternMessages].map(([source, message]) => [String(new RegExp(source)), message]));

/** The spec's message for a failed pattern of the contract, or undefined for any other issue. */
export function patternMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code !== 'invalid_format' || issue.format !== 'regex' || typeof issue.pattern !== 'string') return undefined;
  return byPattern.get(issue.pattern);
}

/**
 * Makes a failed pattern of the generated Zod schemas read as the exact message of spec section
 * 5 (orval keeps the regex but not its `x-pattern-message`). Installed once, globally, through
 * `z.config({ customError })`; an error map installed earlier still answers every other issue.
 * `translate` may map the en-GB message to the active locale.
 */
export function installPatternMessages(translate: (message: string) => string = (message) => message): void {
  const previous = z.config().customError;
  z.config({
    customError: (issue) => {
      const message = patternMessage(issue);
      return message === undefined ? previous?.(issue) : translate(message);
    },
  });
}
