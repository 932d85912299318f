import { useCallback, useMemo } from 'react';
import { parseQuery, stringifyQuery } from '@/api/query-string';
import type { UrlParam } from './url-params';
import { useQueryWriter } from './use-query-writer';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a spec mixes parameters of every value type
type Spec = Record<string, UrlParam<any>>;
export type UrlValues<S extends Spec> = { [K in keyof S]: ReturnType<S[K]['parse']> };

export interface UrlState<S extends Spec> {
  /** The typed values; the same object until the URL changes. */
  values: UrlValues<S>;
  /** Merges values into the URL; a new history entry unless `replace`, so Back restores the view. */
  set: (patch: Partial<UrlValues<S>>, options?: { replace?: boolean }) => void;
  /** Removes every filter of the spec (the sort and keys of other specs stay). */
  clear: () => void;
  /** How many filters are set. */
  activeCount: number;
  /** The spec's keys of the URL query as a query string (filters and sort; other keys left out): a view to keep. */
  query: string;
  /** Puts a kept view back: the spec's keys become those of `query` (checked as any URL is), other keys stay. */
  applyQuery: (query: string) => void;
}

/** The spec's keys of a parsed query, each value read and written back by its parameter (so only valid values stay). */
function specQuery<S extends Spec>(spec: S, search: string): Record<string, string | string[]> {
  const values = readUrlValues(spec, search);
  const query: Record<string, string | string[]> = {};
  for (const [key, param] of Object.entries(spec)) {
    const text = param.serialise(values[key as keyof S]);
    if (text !== undefined) query[key] = text;
  }
  return query;
}

/** The typed values of `spec` in a URL query string (also for route loaders, outside React). */
export function readUrlValues<S extends Spec>(spec: S, search: string): UrlValues<S> {
  const raw = parseQuery(search);
  return Object.fromEntries(Object.entries(spec).map(([key, param]) => [key, param.parse(raw[key])])) as UrlValues<S>;
}

/**
 * Filters, sort and search kept in the URL query (qs, with the limits of spec section 9), so a
 * view can be bookmarked and shared. Define the spec once at module level:
 * `const spec = { types: urlParam.enumList(TYPES), search: urlParam.text() }`.
 */
export function useUrlState<S extends Spec>(spec: S): UrlState<S> {
  const { search, write } = useQueryWriter();

  const values = useMemo(() => readUrlValues(spec, search), [search, spec]);

  const set = useCallback(
    (patch: Partial<UrlValues<S>>, options?: { replace?: boolean }) => {
      write(
        (previous) => {
          const query = parseQuery(previous);
          for (const [key, value] of Object.entries(patch)) {
            const param = spec[key];
            if (!param) continue;
            const text = param.serialise(value);
            if (text === undefined) delete query[key];
            else query[key] = text;
          }
          return stringifyQuery(query);
        },
        { replace: options?.replace ?? false },
      );
    },
    [write, spec],
  );

  const clear = useCallback(() => {
    write((previous) => {
      const query = parseQuery(previous);
      for (const [key, param] of Object.entries(spec)) if (param.isFilter) delete query[key];
      return stringifyQuery(query);
    });
  }, [write, spec]);

  const activeCount = useMemo(
    () => Object.entries(spec).filter(([key, param]) => param.isFilter && param.serialise(values[key as keyof S]) !== undefined).length,
    [spec, values],
  );

  const query = useMemo(() => stringifyQuery(specQuery(spec, search)), [spec, search]);

  const applyQuery = useCallback(
    (next: string) => {
      write((previous) => {
        const kept = parseQuery(previous);
        for (const key of Object.keys(spec)) delete kept[key];
        return stringifyQuery({ ...kept, ...specQuery(spec, next) });
      });
    },
    [write, spec],
  );

  // The same object while the URL is the same: what takes the filters alone skips the renders their data causes.
  return useMemo(() => ({ values, set, clear, activeCount, query, applyQuery }), [values, set, clear, activeCount, query, applyQuery]);
}
