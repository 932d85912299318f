/** Loads monitoring after the first paint, so it adds nothing to the first route's JS. */
export function startMonitoringAfterFirstPaint(): void {
  // Offline, the chunk cannot load: try again once the connection is back.
  const start = (): void =>
    void import('./monitor')
      .then((module) => module.startMonitoring())
      .catch(() => window.addEventListener('online', start, { once: true }));
  const later = () => (window.requestIdleCallback ? window.requestIdleCallback(start) : window.setTimeout(start, 1));
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
