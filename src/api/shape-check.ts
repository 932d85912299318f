import type { ZodType } from 'zod';

/** Spec section 5: at most 200 characters of the offending JSON go into the message. */
export const SHAPE_ERROR_JSON_LIMIT = 200;

export class ShapeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShapeError';
  }
}

/**
 * Checks data received against its schema. On failure the error reads: the caller prefix, then
 * one 'path: message' line per schema error (or 'Unexpected data received'), then 'JSON:' and
 * the first 200 characters of the data.
 */
export function checkShape<T>(prefix: string, schema: ZodType, data: unknown): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data as T;
  const lines = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  const json = (JSON.stringify(data) ?? String(data)).slice(0, SHAPE_ERROR_JSON_LIMIT);
  throw new ShapeError([prefix, ...(lines.length ? lines : ['Unexpected data received']), `JSON: ${json}`].join('\n'));
}
