import { lazy, Suspense, useEffect, useState } from 'react';

// Asked for when the app starts, though mounted later: a connection lost before the page is idle
// must not keep the notifications, or the banner that reports it, from loading.
const toaster = import('@/components/toaster');
const offlineBanner = import('@/components/offline-banner');
const Toaster = lazy(() => toaster.then((module) => ({ default: module.Toaster })));
const OfflineBanner = lazy(() => offlineBanner.then((module) => ({ default: module.OfflineBanner })));

/**
 * Mounts the notifications and the offline banner once the page is idle, so they add nothing to
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
  return ready ? (
    <Suspense fallback={null}>
      <OfflineBanner />
      <Toaster />
    </Suspense>
  ) : null;
}
