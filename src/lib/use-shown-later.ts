import { startTransition, useEffect, useState } from 'react';

/**
 * False in the commit that mounts the component, then true in a render and commit of their own (a
 * transition asked for once that commit is done): a long first commit becomes two shorter tasks.
 * Unlike `useDeferredValue(true, false)`, it also waits when the component mounts inside a
 * deferred render, as a page does whose data arrived after its first render.
 */
export function useShownLater(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown;
}
