/**
 * Wraps an async function so that calls within `windowMs` of the last started call, or while it
 * is still pending, share its promise (spec section 9: profile and refresh calls, 1000 ms).
 */
export function dedupeFor<T>(windowMs: number, run: () => Promise<T>): () => Promise<T> {
  let last: { promise: Promise<T>; startedAt: number; settled: boolean } | undefined;
  return () => {
    const now = Date.now();
    if (last && (!last.settled || now - last.startedAt < windowMs)) return last.promise;
    const entry = { promise: run(), startedAt: now, settled: false };
    entry.promise.then(
      () => (entry.settled = true),
      () => (entry.settled = true),
    );
    last = entry;
    return entry.promise;
  };
}
