import type { z } from 'zod';

export interface RejectedParam {
  field: string;
  message: string;
}

/**
 * Keeps the filter values the generated query schema accepts and reports the others, so a half-typed
 * filter (e.g. two letters of a reference that needs three) is not sent and refused by the server.
 */
export function checkedParams<T extends Record<string, unknown>>(
  schema: z.ZodObject,
  values: T,
): { params: Partial<T>; rejected: RejectedParam[] } {
  const params: Record<string, unknown> = {};
  const rejected: RejectedParam[] = [];
  for (const [field, value] of Object.entries(values)) {
    if (value === undefined || value === '') continue;
    const rule = schema.shape[field] as z.ZodType | undefined;
    const result = rule ? rule.safeParse(value) : { success: true as const };
    if (result.success) params[field] = value;
    else rejected.push({ field, message: result.error.issues[0]?.message ?? '' });
  }
  return { params: params as Partial<T>, rejected };
}
