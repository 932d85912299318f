import { useState } from 'react';

/**
 * Whether `open` has ever been true. A dialog or drawer mounts its root (its state machine, portal
 * and presence) only from its first opening: a screen with several closed dialogs pays nothing for
 * them, and once opened the root stays, so closing still animates and returns focus.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
