import type { Plugin, PluginContext } from 'aws-rum-web';
import { scrubEvent } from './scrub';

/** The context aws-rum-web hands its own plugins: `record`, and `recordCandidate` for the web vitals. */
type Context = PluginContext & { recordCandidate?: PluginContext['record'] };

/**
 * `plugin` (one of aws-rum-web's telemetry plugins) with every event it records scrubbed before the
 * event reaches the cache, so no batch carries a token, a link, a search or a reference. Written
 * against the library's public Plugin interface: it decorates the context the plugin is given.
 */
export function scrubbed(plugin: Plugin): Plugin {
  return {
    load(context: Context) {
      const { record, recordCandidate } = context;
      plugin.load({
        ...context,
        record: (type, data, metadata) => record(type, scrubEvent(data), metadata),
        ...(recordCandidate ? { recordCandidate: (type, data, metadata) => recordCandidate(type, scrubEvent(data), metadata) } : {}),
      } as Context);
    },
    enable: () => plugin.enable(),
    disable: () => plugin.disable(),
    getPluginId: () => plugin.getPluginId(),
    record: (data) => plugin.record?.(data),
    update: (data) => plugin.update?.(data),
    flush: () => plugin.flush?.(),
  };
}
