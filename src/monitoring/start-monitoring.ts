import { rumConfig, rumSettings } from './rum-config';

interface RumClient {
  recordEvent(eventType: string, eventData: object): void;
}

/** Web-vitals go to RUM as custom events with the library's rating (spec thresholds). */
async function reportWebVitals(client: RumClient): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const report = (metric: { name: string; value: number; rating: string; id: string }) =>
    client.recordEvent('com.portal.web_vital', { name: metric.name, value: metric.value, rating: metric.rating, id: metric.id });
  for (const observe of [onCLS, onFCP, onINP, onLCP, onTTFB]) observe(report);
}

async function start(): Promise<void> {
  const settings = rumSettings(import.meta.env);
  if (!settings) {
    console.info('Monitoring is off: VITE_RUM_APP_MONITOR_ID and VITE_RUM_IDENTITY_POOL_ID are not set.');
    return;
  }
  try {
    const { AwsRum } = await import('aws-rum-web');
    const client = new AwsRum(settings.applicationId, __BUILD_ID__, settings.region, rumConfig(settings));
    await reportWebVitals(client);
  } catch (error) {
    console.error('Error initializing AWS RUM web client:', error);
  }
}

/** Loads monitoring after the first paint, so it adds nothing to the first route's JS. */
export function startMonitoringAfterFirstPaint(): void {
  const later = () => (window.requestIdleCallback ? window.requestIdleCallback(() => void start()) : window.setTimeout(() => void start(), 1));
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
