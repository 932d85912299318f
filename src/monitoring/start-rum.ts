import { AwsRum } from 'aws-rum-web';
import { followPagesShown } from './page-views';
import { rumConfig, type RumSettings } from './rum-config';
import { pageTemplate } from './scrub';
import { telemetryPlugins } from './telemetry';

/** Starts the RUM client (with the library, in a chunk loaded only when monitoring is configured). */
export function startRum(settings: RumSettings): void {
  const rum = new AwsRum(settings.applicationId, __BUILD_ID__, settings.region, rumConfig(settings, telemetryPlugins()));
  // Page ids are routes (`/dashboard/services/calls/{reference}`), never the address: and so is the title.
  followPagesShown((pathname) => {
    const pageId = pageTemplate(pathname);
    rum.recordPageView({ pageId, pageAttributes: { title: pageId } });
  });
}
