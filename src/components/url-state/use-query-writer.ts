import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

export interface QueryWriter {
  /** The rendered URL query, without `?`. */
  search: string;
  /** Changes the URL query; `next` gets the query (without `?`) as last asked for, even before that navigation has rendered. */
  write: (next: (search: string) => string, options?: NavigateOptions) => void;
}

/**
 * The one way the portal writes its URL query. React Router hands a functional update the query of
 * the last render, not of the last request, so a second change made while the first navigation
 * still waits for its loader would drop the first. The writer keeps the query it asked for until
 * the rendered one moves.
 */
export function useQueryWriter(): QueryWriter {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const rendered = useRef(search);
  const pending = useRef<string | undefined>(undefined);

  useLayoutEffect(() => {
    if (rendered.current === search) return;
    rendered.current = search;
    pending.current = undefined;
  }, [search]);

  const write = useCallback(
    (next: (search: string) => string, options?: NavigateOptions) => {
      const asked = next(pending.current ?? rendered.current);
      pending.current = asked;
      setParams(new URLSearchParams(asked), options);
    },
    [setParams],
  );
  return { search, write };
}
