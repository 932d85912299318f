import { rumConfig, rumSettings } from './rum-config';

/** Starts the RUM client when it is configured (loaded only after the first paint). */
export async function startMonitoring(): Promise<void> {
  const settings = rumSettings(import.meta.env);
  if (!settings) {
    console.info('Monitoring is off: VITE_RUM_APP_MONITOR_ID and VITE_RUM_IDENTITY_POOL_ID are not set.');
    return;
  }
  try {
    const { AwsRum } = await import('aws-rum-web');
    // Its 'performance' telemetry reports the web vitals (with its own web-vitals copy): the one source.
    new AwsRum(settings.applicationId, __BUILD_ID__, settings.region, rumConfig(settings));
  } catch (error) {
    console.error('Error initializing AWS RUM web client:', error);
  }
}
