// One payload and what hangs off it: finding it for a caller, its audit, its data link.
import type { components } from '../../../generated/client/schema';
import { payloadData } from '../../data/payloads.mjs';
import type { SeedPayload } from '../../data/world.mjs';
import type { Scope } from '../handler';
import { forbidden, found } from '../http/errors';
import { visibility } from './payload-query';

type PayloadData = components['schemas']['PayloadData'];
type PayloadAudit = components['schemas']['PayloadAudit'];

/** The payload, or 404; 403 when the caller's roles do not allow its group or type (spec section 6). */
export function payloadFor(ctx: Scope, reference: string): SeedPayload {
  const payload = found(
    ctx.org.payloads.find((candidate) => candidate.payload_reference === reference),
    `Payload ${reference}`,
  );
  if (!visibility(ctx)(payload))
    throw forbidden(`Your roles do not allow payload ${reference} (${payload.payload_type} in ${payload.group})`);
  return payload;
}

/** The payload's audit, created empty for payloads that have none yet. */
export function auditOf(ctx: Scope, reference: string): PayloadAudit {
  let audit = ctx.org.audits.get(reference);
  if (!audit) {
    audit = { records: [], receipts: [] };
    ctx.org.audits.set(reference, audit);
  }
  return audit;
}

/** Records what the caller did to a payload in its audit (oldest first). */
export function audit(ctx: Scope, reference: string, action: string): void {
  auditOf(ctx, reference).records.push({ portal_user: ctx.caller.user, action, time: ctx.now() });
}

type Refusal = 'NoMatchingRecord' | 'TypeNotAuthorised' | 'GroupNotAuthorised';

/** Why the caller may not act on a payload of a batch (unknown, or its type or group not allowed). */
export function refusal(ctx: Scope, payload: SeedPayload | undefined): Refusal | undefined {
  if (!payload) return 'NoMatchingRecord';
  if (!ctx.grants.payloadTypes().includes(payload.payload_type)) return 'TypeNotAuthorised';
  if (!ctx.may(payload.group)) return 'GroupNotAuthorised';
  return undefined;
}

/** The data answer for a payload the caller asked for: why not, or the seeded link. */
export function dataFor(ctx: Scope, payload: SeedPayload | undefined, reference: string): PayloadData {
  const refused = refusal(ctx, payload);
  if (refused || !payload) return { payload_reference: reference, status: refused ?? 'NoMatchingRecord' };
  const data = payloadData(payload);
  return data.status === 'Ok' ? data : { payload_reference: reference, status: data.status };
}
