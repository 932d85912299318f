import { queryClient } from '@/api/query-client';
import { toaster } from '@/lib/notify';
import { PENDING_SIGN_INS_KEY } from './sign-in-state';

/**
 * Forgets what the user left in this tab: its session storage (return path, review queue, reload
 * guard, kept form input: everything but the sign-ins the tab has started and the keys in `keep`),
 * the cached server data, and the notifications on screen. Run at sign-out and when someone else
 * signs in.
 */
export function forgetUserInTab(keep: readonly string[] = []): void {
  const kept = new Set([PENDING_SIGN_INS_KEY, ...keep]);
  for (let index = sessionStorage.length - 1; index >= 0; index--) {
    const key = sessionStorage.key(index);
    if (key !== null && !kept.has(key)) sessionStorage.removeItem(key);
  }
  queryClient.clear();
  toaster.dismiss();
}
