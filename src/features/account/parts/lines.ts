import { z } from '@generated/zod';

/** Splits text on new lines and commas into trimmed, non-empty, unique values. */
export function splitLines(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\n,]/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * A list typed one value per line: each line is checked with the generated item schema, so the
 * rule and its message stay those of the contract; a failure names the offending value.
 */
export function linesSchema(item: z.ZodType<string>) {
  return z.string().transform((text, ctx) => {
    const values = splitLines(text);
    for (const value of values) {
      const result = item.safeParse(value);
      if (!result.success) ctx.addIssue({ code: 'custom', message: `${value}: ${result.error.issues[0]?.message ?? ''}` });
    }
    return values;
  });
}
