import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useQueryWriter } from './use-query-writer';

export interface DetailParam {
  /** The record shown in the detail panel, from `?{referenceKey}=`. */
  reference: string | undefined;
  /** Its client (staff lists across clients), from `?{clientKey}=`. */
  client: string | undefined;
  /** The address of this list with one record's detail open (a real link: it opens in a new tab too). */
  hrefFor: (reference: string, client?: string) => string;
  close: () => void;
}

/** The record open over a list, kept in the URL beside the list's filters, so Back closes it and links can be shared. */
export function useDetailParam(referenceKey: string, clientKey: string): DetailParam {
  const { search, write } = useQueryWriter();
  const { pathname } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const reference = params.get(referenceKey) || undefined;
  const client = params.get(clientKey) || undefined;

  const hrefFor = useCallback(
    (ref: string, refClient?: string) => {
      const next = new URLSearchParams(search);
      next.set(referenceKey, ref);
      if (refClient) next.set(clientKey, refClient);
      else next.delete(clientKey);
      return `${pathname}?${next.toString()}`;
    },
    [pathname, search, referenceKey, clientKey],
  );
  const close = useCallback(
    () =>
      write((previous) => {
        const next = new URLSearchParams(previous);
        next.delete(referenceKey);
        next.delete(clientKey);
        return next.toString();
      }),
    [write, referenceKey, clientKey],
  );
  return useMemo(() => ({ reference, client, hrefFor, close }), [reference, client, hrefFor, close]);
}
