import type { components as AdminComponents } from '../../generated/admin/schema';
import type { components as ClientComponents } from '../../generated/client/schema';
import type { components } from '../../generated/internal/schema';

/** The telemetry summary of a client computed from its devices, latest telemetry and payloads, as of `now` (ms; default the seed's clock). */
export declare function telemetryOf(
  client: string,
  state: {
    devices: readonly AdminComponents['schemas']['Device'][];
    telemetry: readonly AdminComponents['schemas']['DeviceTelemetry'][];
    payloads: readonly Pick<ClientComponents['schemas']['Payload'], 'uploaded_at'>[];
  },
  now?: number,
): components['schemas']['ClientTelemetry'];
