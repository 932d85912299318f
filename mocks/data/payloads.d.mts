import type { components } from '../../generated/client/schema';
import type { SeedPayload } from './world.mjs';

/** The payload data answer (pre-signed link or why not) for one payload, as seeded. */
export declare function payloadData(payload: SeedPayload): components['schemas']['PayloadData'];
