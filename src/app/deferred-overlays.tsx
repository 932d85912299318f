import { lazy, Suspense, useEffect, useState } from 'react';
import { lazyOrNothing } from '@/components/lazy-or-nothing';

// Asked for when the app starts, though mounted later: a connection lost before the page is idle
// must not keep the notifications, or the banner that reports it, from loading.
const toaster = import('@/components/toaster');
const offlineBanner = import('@/components/offline-banner');
const Toaster = lazy(() => toaster.then((module) => ({ default: module.Toaster })));
const OfflineBanner = lazy(() => offlineBanner.then((module) => ({ default: module.OfflineBanner })));
// Only on the local mock (this machine, API hosts not overridden): its chunk is never asked for
// elsewhere. A pattern rather than isLocalHost, whose module would join the first route's JS.
const onLocalMock = () =>
  /^(localhost|127\.0\.0\.1|\[::1\])$|\.localhost$/.test(window.location.hostname) && !import.meta.env.VITE_ADMIN_API_URL;
// Asked for once the page is idle: without its chunk (the connection lost first) the page goes on without it.
const MockControls = lazyOrNothing(() => import('@/features/mock-controls/mock-controls').then((module) => module.MockControls));

/**
 * Mounts the notifications, the offline banner and, on the local mock, the mock controls once the page is idle, so they add nothing to
 * the first route's JS or its first render. Notifications raised before then wait in the
 * toaster's store and appear when it mounts; the banner reads the connection's state when it mounts.
 */
export function DeferredOverlays() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => setReady(true);
    if (window.requestIdleCallback) {
      const handle = window.requestIdleCallback(show, { timeout: 1500 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(show, 200);
    return () => window.clearTimeout(timer);
  }, []);
  if (!ready) return null;
  // Apart, so the banner and the notifications never wait for the mock controls' chunk.
  return (
    <>
      <Suspense fallback={null}>
        <OfflineBanner />
        <Toaster />
      </Suspense>
      {onLocalMock() ? (
        <Suspense fallback={null}>
          <MockControls />
        </Suspense>
      ) : null}
    </>
  );
}
