import { portalConfig } from '@/lib/portal-config';
import { rumSettings } from './rum-config';

/** Starts the RUM client when it is configured (loaded only after the first paint). */
export async function startMonitoring(): Promise<void> {
  const settings = rumSettings(import.meta.env, (await portalConfig()).monitoring);
  if (!settings) {
    console.info('Monitoring is off: neither /portal-config.json nor VITE_RUM_* configure it.');
    return;
  }
  try {
    const { startRum } = await import('./start-rum');
    startRum(settings);
  } catch (error) {
    console.error('Error initializing AWS RUM web client:', error);
  }
}
