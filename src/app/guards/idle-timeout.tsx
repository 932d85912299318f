import { Suspense, useEffect, useRef, useState } from 'react';
import { watchIdle, type IdleWatcher } from '@/auth/idle-watch';
import { idleTimeoutMs } from '@/auth/idle-timeout';
import { isSignedIn, logoutIdle } from '@/auth/session';
import { getSession } from '@/auth/session-store';
import { lazyOrNothing } from '@/components/lazy-or-nothing';
import { portalConfig } from '@/lib/portal-config';

// Loaded when the warning is due, not with every page: few visits go idle. Without its chunk (the
// connection lost), no warning shows, and the session still ends on time.
const IdleWarning = lazyOrNothing(() => import('./idle-warning').then((module) => module.IdleWarning));

/**
 * Ends the session after the deployment's idle timeout (30 minutes by default) without use of any
 * tab, warning two minutes before. Use of one tab keeps every tab's session alive.
 */
export function IdleTimeout() {
  const [deadline, setDeadline] = useState<number>();
  const watcher = useRef<IdleWatcher>(undefined);
  useEffect(() => {
    let stopped = false;
    void portalConfig().then((config) => {
      if (stopped) return;
      watcher.current = watchIdle(idleTimeoutMs(config), {
        onWarn: setDeadline,
        onActive: () => setDeadline(undefined),
        onTimeout: () => {
          setDeadline(undefined);
          if (isSignedIn(getSession())) logoutIdle();
        },
      });
    });
    return () => {
      stopped = true;
      watcher.current?.stop();
    };
  }, []);
  if (deadline === undefined) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarning deadline={deadline} onStay={() => watcher.current?.stay()} />
    </Suspense>
  );
}
