import { useEffect, useRef } from 'react';
import { reviewActionOf, type ReviewAction } from '../model/shortcuts';

type Handlers = Partial<Record<ReviewAction, () => void>>;

/**
 * The review keys of a payload detail page (j, k, space, r, c, ?). They never fire while the
 * reviewer types in a field, and only the handlers given are active.
 */
export function useReviewShortcuts(handlers: Handlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = reviewActionOf(event);
      const handler = action && latest.current[action];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
