// Telemetry summaries for provider staff, computed from each client's devices, their latest
// telemetry and payloads as of the world's clock.
import type { components } from '../../../generated/internal/schema';
import { telemetryOf } from '../../data/internal.mjs';
import type { HandlerTable } from '../handler';
import type { World } from '../world/world';
import { clientOrg, knownClients } from './provider-clients';

function clientTelemetry(world: World, client: string): components['schemas']['ClientTelemetry'] {
  return { ...telemetryOf(client, clientOrg(world, client), world.nowMs()), generated_at: world.now() };
}

export const providerTelemetryInternal = {
  getClientTelemetry: ({ world, path }) => clientTelemetry(world, path.client),
  getTelemetrySummary: ({ world }) => {
    const data = knownClients(world).map((client) => clientTelemetry(world, client));
    const sum = (count: (entry: (typeof data)[number]) => number) => data.reduce((total, entry) => total + count(entry), 0);
    return {
      generated_at: world.now(),
      totals: {
        clients: data.length,
        device_count: sum((entry) => entry.device_count),
        reporting_devices: sum((entry) => entry.reporting_devices),
        queued_payloads: sum((entry) => entry.upload_queue.queued_payloads),
      },
      data,
    };
  },
} satisfies HandlerTable<'internal'>;
