import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { ClientPanel } from '../internal-hrefs';

const PANELS: readonly ClientPanel[] = ['telemetry', 'licenses', 'roles', 'support'];

/** The client whose drawer is open (`?client=`) and its tab (`?panel=`), kept in the URL beside the list's search. */
export function useClientPanel() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const search = params.toString();
  const client = params.get('client') || undefined;
  const requested = params.get('panel') as ClientPanel | null;
  const panel: ClientPanel = requested && PANELS.includes(requested) ? requested : 'telemetry';

  const hrefFor = useCallback(
    (id: string) => {
      const next = new URLSearchParams(search);
      next.set('client', id);
      next.delete('panel');
      return `${pathname}?${next.toString()}`;
    },
    [pathname, search],
  );
  const update = useCallback(
    (change: (next: URLSearchParams) => void, replace = false) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          change(next);
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const close = useCallback(() => update((next) => (next.delete('client'), next.delete('panel'))), [update]);
  const setPanel = useCallback(
    (value: ClientPanel) => update((next) => (value === 'telemetry' ? next.delete('panel') : next.set('panel', value)), true),
    [update],
  );
  return useMemo(() => ({ client, panel, hrefFor, close, setPanel }), [client, panel, hrefFor, close, setPanel]);
}
