import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('@/components/toaster').then((module) => ({ default: module.Toaster })));
const OfflineBanner = lazy(() => import('@/components/offline-banner').then((module) => ({ default: module.OfflineBanner })));

/**
 * Mounts the notifications and the offline banner once the page is idle, so they add nothing to
 * the first route's JS. Notifications raised before then wait in the toaster's store and appear
 * when it mounts; the banner reads the connection's state when it mounts.
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
