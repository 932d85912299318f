import { portalConfig } from '@/lib/portal-config';
import { followPagesShown } from './page-views';
import { rumConfig, rumSettings } from './rum-config';
import { pageTemplate } from './scrub';
import { telemetryPlugins } from './telemetry';

/** Starts the RUM client when it is configured (loaded only after the first paint). */
export async function startMonitoring(): Promise<void> {
  const settings = rumSettings(import.meta.env, (await portalConfig()).monitoring);
  if (!settings) {
    console.info('Monitoring is off: neither /portal-config.json nor VITE_RUM_* configure it.');
    return;
  }
  try {
    const { AwsRum } = await import('aws-rum-web');
    const rum = new AwsRum(settings.applicationId, __BUILD_ID__, settings.region, rumConfig(settings, telemetryPlugins()));
    // Page ids are routes (`/dashboard/services/calls/{reference}`), never the address: and so is the title.
    followPagesShown((pathname) => {
      const pageId = pageTemplate(pathname);
      rum.recordPageView({ pageId, pageAttributes: { title: pageId } });
    });
  } catch (error) {
    console.error('Error initializing AWS RUM web client:', error);
  }
}
