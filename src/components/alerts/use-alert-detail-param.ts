import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';

const REFERENCE = 'alert';
const CLIENT = 'alert_client';

export interface AlertDetailParam {
  /** The alert shown in the detail panel, from `?alert=`. */
  reference: string | undefined;
  /** Its client (staff list), from `?alert_client=`. */
  client: string | undefined;
  /** The address of this list with one alert's detail open (a real link: it opens in a new tab too). */
  hrefFor: (reference: string, client?: string) => string;
  close: () => void;
}

/** The open alert kept in the URL beside the list's filters, so Back closes it and links can be shared. */
export function useAlertDetailParam(): AlertDetailParam {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const search = params.toString();
  const reference = params.get(REFERENCE) || undefined;
  const client = params.get(CLIENT) || undefined;

  const hrefFor = useCallback(
    (ref: string, refClient?: string) => {
      const next = new URLSearchParams(search);
      next.set(REFERENCE, ref);
      if (refClient) next.set(CLIENT, refClient);
      else next.delete(CLIENT);
      return `${pathname}?${next.toString()}`;
    },
    [pathname, search],
  );
  const close = useCallback(
    () =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.delete(REFERENCE);
        next.delete(CLIENT);
        return next;
      }),
    [setParams],
  );
  return useMemo(() => ({ reference, client, hrefFor, close }), [reference, client, hrefFor, close]);
}
