/**
 * How long an answer counts as fresh (TanStack Query's `staleTime`), one level per kind of data, so
 * a query names what its data is rather than a number. The query client's default is `live`.
 */
export const freshness = {
  /** Asked again whatever the cache holds: the caller wants the server's answer now. */
  now: 0,
  /** Lists, counts and records that other people change while one looks at them. */
  live: 30_000,
  /** Summaries, and the choices of a filter or a form (groups, transfer configurations). */
  minute: 60_000,
  /** Data that seldom changes during a sitting: the profile, the clients and staff, roles' scopes. */
  settled: 5 * 60_000,
  /** Reference data: countries and carriers, the terms' metadata. */
  reference: 10 * 60_000,
  /** Pre-signed media links last 15 minutes: asked for again well before they expire. */
  signedLink: 10 * 60_000,
  /** What never changes once recorded: a payload's content, a payload named by its reference. */
  recorded: Infinity,
} as const;
