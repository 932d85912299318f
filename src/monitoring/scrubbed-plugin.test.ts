import type { Plugin, PluginContext } from 'aws-rum-web';
import { describe, expect, it } from 'vitest';
import { scrubbed } from './scrubbed-plugin';

const SECRET_URL = 'https://admin-api.example.com/api/v1/acme/exchange?refresh_token=rt.c2VjcmV0LXRva2VuLTEyMzQ1Njc4OQ';

/** A plugin that records what it is told to, as aws-rum-web's own do, through the context it was loaded with. */
function parrot(): Plugin & { context?: PluginContext & { recordCandidate: PluginContext['record'] } } {
  const plugin: ReturnType<typeof parrot> = {
    load: (context) => (plugin.context = context as never),
    enable: () => undefined,
    disable: () => undefined,
    getPluginId: () => 'com.amazonaws.rum.parrot',
    record: (data) => plugin.context?.record('com.amazon.rum.http_event', data as object),
  };
  return plugin;
}

describe('a telemetry plugin, scrubbed', () => {
  it('hands the cache only scrubbed events, recorded or candidates, and keeps its id', () => {
    const recorded: unknown[] = [];
    const inner = parrot();
    const plugin = scrubbed(inner);
    const context = {
      record: (_type: string, data: object) => recorded.push(data),
      recordCandidate: (_type: string, data: object) => recorded.push(data),
    } as unknown as PluginContext;
    plugin.load(context);
    plugin.record?.({ request: { method: 'GET', url: SECRET_URL } });
    inner.context?.recordCandidate('com.amazon.rum.largest_contentful_paint_event', {
      attribution: { url: 'https://media.example.com/a.jpg?X-Amz-Signature=1' },
    });
    expect(recorded).toEqual([
      { request: { method: 'GET', url: 'https://admin-api.example.com/api/v1/{client}/exchange' } },
      { attribution: { url: 'https://media.example.com/…' } },
    ]);
    expect(plugin.getPluginId()).toBe('com.amazonaws.rum.parrot');
  });
});
