/** Loads monitoring after the first paint, so it adds nothing to the first route's JS. */
export function startMonitoringAfterFirstPaint(): void {
  const start = () => void import('./monitor').then((module) => module.startMonitoring());
  const later = () => (window.requestIdleCallback ? window.requestIdleCallback(start) : window.setTimeout(start, 1));
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
