import { QUERY_LIMITS } from '@/api/query-limits';
import type { SortState } from '@/components/data-table/columns';

/** How one URL query key reads into a typed value and back. */
export interface UrlParam<T> {
  parse: (raw: unknown) => T;
  /** The query value; undefined leaves the key out of the URL. */
  serialise: (value: T) => string | string[] | undefined;
  /** Filters count towards "clear all"; the sort does not. */
  isFilter: boolean;
}

const first = (raw: unknown): string | undefined => {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' ? value : undefined;
};

const list = (raw: unknown): string[] =>
  (Array.isArray(raw) ? raw : [raw]).filter((value): value is string => typeof value === 'string' && value !== '');

const DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

function enumOf<T extends string>(values: readonly T[]): UrlParam<T | undefined>;
function enumOf<T extends string>(values: readonly T[], fallback: T): UrlParam<T>;
function enumOf<T extends string>(values: readonly T[], fallback?: T): UrlParam<T | undefined> {
  return {
    parse: (raw) => {
      const value = first(raw);
      return values.includes(value as T) ? (value as T) : fallback;
    },
    // The default stays out of the URL, so a plain link and a cleared view are the same address.
    serialise: (value) => (value === undefined || value === fallback ? undefined : value),
    isFilter: true,
  };
}

/** Typed URL query parameters for `useUrlState`. Unknown or malformed values read as empty. */
export const urlParam = {
  /** Free text (search); empty reads as undefined. */
  text: (maxLength = 255): UrlParam<string | undefined> => ({
    parse: (raw) => first(raw)?.slice(0, maxLength) || undefined,
    serialise: (value) => value || undefined,
    isFilter: true,
  }),
  /** One of a set of values, with an optional default kept out of the URL. */
  enumOf,
  /** Any number of a set of values (at most 20, the query parser's array limit). */
  enumList: <T extends string>(values: readonly T[]): UrlParam<T[]> => ({
    parse: (raw) => [...new Set(list(raw).filter((value): value is T => values.includes(value as T)))].slice(0, QUERY_LIMITS.arrayLimit),
    serialise: (value) => (value.length ? value : undefined),
    isFilter: true,
  }),
  /** Free strings, e.g. group references. */
  list: (): UrlParam<string[]> => ({
    parse: (raw) => [...new Set(list(raw))].slice(0, QUERY_LIMITS.arrayLimit),
    serialise: (value) => (value.length ? value : undefined),
    isFilter: true,
  }),
  /** A calendar date 'YYYY-MM-DD'. */
  date: (): UrlParam<string | undefined> => ({
    parse: (raw) => {
      const value = first(raw);
      return value && DATE.test(value) ? value : undefined;
    },
    serialise: (value) => value || undefined,
    isFilter: true,
  }),
  /** 'true' or 'false'; anything else reads as undefined (both). */
  boolean: (): UrlParam<boolean | undefined> => ({
    parse: (raw) => {
      const value = first(raw);
      return value === 'true' ? true : value === 'false' ? false : undefined;
    },
    serialise: (value) => (value === undefined ? undefined : String(value)),
    isFilter: true,
  }),
  /** 'column' ascending or '-column' descending, limited to the given column ids when listed. */
  sort: (allowed?: readonly string[], fallback?: SortState): UrlParam<SortState | undefined> => ({
    parse: (raw) => {
      const value = first(raw);
      if (!value) return fallback;
      const desc = value.startsWith('-');
      const id = desc ? value.slice(1) : value;
      return id && (!allowed || allowed.includes(id)) ? { id, desc } : fallback;
    },
    serialise: (value) => {
      if (!value || (fallback && value.id === fallback.id && value.desc === fallback.desc)) return undefined;
      return `${value.desc ? '-' : ''}${value.id}`;
    },
    isFilter: false,
  }),
};
