import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';

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
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const search = params.toString();
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
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.delete(referenceKey);
        next.delete(clientKey);
        return next;
      }),
    [setParams, referenceKey, clientKey],
  );
  return useMemo(() => ({ reference, client, hrefFor, close }), [reference, client, hrefFor, close]);
}
