// Payloads: the lists (all, of a device, of a device user), one payload, its audit and data, the
// message thread, receipts and restore.
import type { HandlerTable } from '../handler';
import { conflict, notFound } from '../http/errors';
import { paginate } from '../http/paging';
import { audit, auditOf, dataFor, payloadFor, refusal } from './payload-records';
import { deviceOf, deviceUserOf } from './known';
import { listPayloads, visibility } from './payload-query';

const byReference = (payload: { payload_reference: string }) => payload.payload_reference;

export const payloadsClient = {
  listPayloads: (ctx) => paginate(listPayloads(ctx, ctx.query), ctx.query, byReference),
  listDevicePayloads: (ctx) => {
    const { device_reference } = deviceOf(ctx.org, ctx.path.device_reference);
    return paginate(listPayloads(ctx, { ...ctx.query, device_reference }), ctx.query, byReference);
  },
  listDeviceUserPayloads: (ctx) => {
    const { device_user_reference } = deviceUserOf(ctx.org, ctx.path.device_user_reference);
    return paginate(listPayloads(ctx, { ...ctx.query, device_user_reference }), ctx.query, byReference);
  },
  getPayload: (ctx) => {
    const payload = payloadFor(ctx, ctx.path.payload_reference);
    audit(ctx, payload.payload_reference, 'GetPayload');
    return payload;
  },
  getPayloadAudit: (ctx) => auditOf(ctx, payloadFor(ctx, ctx.path.payload_reference).payload_reference),
  getPayloadData: (ctx) => {
    const payload = payloadFor(ctx, ctx.path.payload_reference);
    const data = dataFor(ctx, payload, payload.payload_reference);
    if (data.status === 'Ok') audit(ctx, payload.payload_reference, `GetPayloadData:${ctx.query.action ?? 'download'}`);
    return data;
  },
  getPayloadsData: (ctx) => {
    const byRef = new Map(ctx.org.payloads.map((payload) => [payload.payload_reference, payload]));
    return { data: ctx.query.payload_references.map((reference) => dataFor(ctx, byRef.get(reference), reference)) };
  },
  getSmsThread: (ctx) => {
    const threadId = ctx.path.thread_id;
    const thread = ctx.org.payloads.filter((payload) => 'thread_id' in payload.meta && payload.meta.thread_id === threadId);
    if (!thread.length) throw notFound(`Message thread ${threadId}`);
    const visible = visibility(ctx);
    const data = thread.filter(visible).sort((a, b) => a._time - b._time);
    return { thread_id: threadId, count: data.length, data };
  },
  confirmReceipts: (ctx) => {
    const byRef = new Map(ctx.org.payloads.map((payload) => [payload.payload_reference, payload]));
    const time = ctx.now();
    const data = ctx.body.payload_references.map((reference) => {
      const payload = byRef.get(reference);
      const refused = refusal(ctx, payload);
      if (refused || !payload) return { payload_reference: reference, status: refused ?? 'NoMatchingRecord' };
      Object.assign(payload, {
        receipt_confirmed_at: time,
        receipt_confirmed_by: ctx.caller.user,
        updated_at: time,
        updated_by: ctx.caller.user,
      });
      auditOf(ctx, reference).receipts.push({ user: ctx.caller.user, time });
      audit(ctx, reference, 'ConfirmReceipts');
      return { payload_reference: reference, status: 'Ok' as const, receipt_confirmed_at: time };
    });
    return { data };
  },
  restorePayload: (ctx) => {
    const payload = payloadFor(ctx, ctx.path.payload_reference);
    if (payload.payload_state !== 'Deleted')
      throw conflict(`Payload ${payload.payload_reference} is ${payload.payload_state}: only a Deleted payload can be restored`);
    const time = ctx.now();
    Object.assign(payload, {
      payload_state: payload.processed_at ? 'Processed' : 'Uploaded',
      updated_at: time,
      updated_by: ctx.caller.user,
    });
    audit(ctx, payload.payload_reference, 'RestorePayload');
    return payload;
  },
} satisfies HandlerTable<'client'>;
