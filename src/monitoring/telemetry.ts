import { FetchPlugin, JsErrorPlugin, NavigationPlugin, ResourcePlugin, WebVitalsPlugin, type Plugin } from 'aws-rum-web';
import { API_CALLS } from './rum-config';
import { scrubbed } from './scrubbed-plugin';

/**
 * What monitoring records, each plugin's events scrubbed: errors; performance (page loads, a
 * sample of resources without their addresses, and the web vitals, aws-rum-web's one source of
 * them); http, for the API's calls that fail only.
 */
export function telemetryPlugins(): Plugin[] {
  return [
    new JsErrorPlugin(),
    new NavigationPlugin(),
    new ResourcePlugin(),
    new WebVitalsPlugin(),
    new FetchPlugin({ urlsToInclude: [API_CALLS], recordAllRequests: false }),
  ].map(scrubbed);
}
