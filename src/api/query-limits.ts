/** Spec section 9: the query string parser's limits (the portal's serialiser and the mock sandbox's parser). */
export const QUERY_LIMITS = { arrayLimit: 20, depth: 5, parameterLimit: 1000 } as const;
