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

/** Starts the RUM client when it is configured (loaded only after the first paint). */
export async function startMonitoring(): Promise<void> {
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
