import { useCallback, useEffect, useMemo, useRef } from 'react';

/** `run` calls the latest `callback` once calls stop for `delayMs`; `flush` calls a pending one now; `cancel` drops it. */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delayMs: number) {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<A | undefined>(undefined);

  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(
    (...args: A) => {
      pending.current = args;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        pending.current = undefined;
        latest.current(...args);
      }, delayMs);
    },
    [delayMs],
  );
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const args = pending.current;
    pending.current = undefined;
    if (args) latest.current(...args);
  }, []);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = undefined;
  }, []);

  return useMemo(() => ({ run, flush, cancel }), [run, flush, cancel]);
}
