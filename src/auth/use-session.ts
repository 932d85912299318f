import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from './session-store';

/** The current session; re-renders on login, logout, refresh and support mode changes. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
