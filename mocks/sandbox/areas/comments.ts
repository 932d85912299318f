// Review comments: across payloads (newest first) and per payload (oldest first); raise, edit and
// close (a logical deletion), each recorded in the payload's audit.
import type { components } from '../../../generated/client/schema';
import { stream } from '../../data/random.mjs';
import type { HandlerTable, Scope } from '../handler';
import { conflict, found } from '../http/errors';
import { dateRange, inRange } from '../http/filters';
import { paginate } from '../http/paging';
import { audit, payloadFor } from './payload-records';
import { visibility } from './payload-query';

type Comment = components['schemas']['PayloadComment'];
type CommentRequest = components['schemas']['PayloadCommentRequest'];

const byId = (comment: Comment) => comment.comment_id;
const oldestFirst = (a: Comment, b: Comment) =>
  a.raised_at < b.raised_at ? -1 : a.raised_at > b.raised_at ? 1 : a.comment_id < b.comment_id ? -1 : 1;

function commentOf(ctx: Scope, payloadReference: string, commentId: string): Comment {
  return found(
    ctx.org.comments.find((comment) => comment.comment_id === commentId && comment.payload_reference === payloadReference),
    `Comment ${commentId} on payload ${payloadReference}`,
  );
}

function edit(comment: Comment, request: CommentRequest): void {
  comment.comment_body = request.message;
  if (request.comment_duration) comment.comment_duration = request.comment_duration;
  else delete comment.comment_duration;
}

export const commentsClient = {
  listComments: (ctx) => {
    const { query } = ctx;
    const range = dateRange(query);
    const types = query.types ? new Set(query.types) : undefined;
    const visible = visibility(ctx);
    const comments = ctx.org.comments.filter(
      (comment) =>
        (!types || types.has(comment.payload_type)) &&
        (!query.group || comment.group === query.group) &&
        (query.is_closed === undefined || comment.is_closed === query.is_closed) &&
        inRange(comment.raised_at, range) &&
        visible(comment),
    );
    return paginate([...comments].sort(oldestFirst).reverse(), query, byId);
  },
  listPayloadComments: (ctx) => {
    const payload = payloadFor(ctx, ctx.path.payload_reference);
    const comments = ctx.org.comments.filter(
      (comment) =>
        comment.payload_reference === payload.payload_reference &&
        (ctx.query.is_closed === undefined || comment.is_closed === ctx.query.is_closed),
    );
    return paginate(comments.sort(oldestFirst), ctx.query, byId);
  },
  createPayloadComment: (ctx) => {
    const payload = payloadFor(ctx, ctx.path.payload_reference);
    const raisedAt = ctx.now();
    const comment: Comment = {
      comment_id: stream(`comment:${ctx.org.client}:${ctx.org.comments.length}:${raisedAt}`).ulid(ctx.world.nowMs()),
      comment_body: ctx.body.message,
      raised_by: ctx.caller.user,
      raised_at: raisedAt,
      comment_version: 1,
      is_closed: false,
      payload_reference: payload.payload_reference,
      payload_type: payload.payload_type,
      group: payload.group,
    };
    edit(comment, ctx.body);
    ctx.org.comments.unshift(comment);
    audit(ctx, payload.payload_reference, 'CreatePayloadComment');
    return comment;
  },
  updatePayloadComment: (ctx) => {
    const payload = payloadFor(ctx, ctx.path.payload_reference);
    const comment = commentOf(ctx, payload.payload_reference, ctx.path.comment_id);
    if (comment.is_closed) throw conflict(`Comment ${comment.comment_id} is closed and cannot be edited`);
    edit(comment, ctx.body);
    Object.assign(comment, { comment_version: comment.comment_version + 1, updated_by: ctx.caller.user, updated_at: ctx.now() });
    audit(ctx, payload.payload_reference, 'UpdatePayloadComment');
    return comment;
  },
  closePayloadComment: (ctx) => {
    const payload = payloadFor(ctx, ctx.path.payload_reference);
    const comment = commentOf(ctx, payload.payload_reference, ctx.path.comment_id);
    if (comment.is_closed) return comment;
    Object.assign(comment, { is_closed: true, closed_by: ctx.caller.user, closed_at: ctx.now() });
    audit(ctx, payload.payload_reference, 'ClosePayloadComment');
    return comment;
  },
} satisfies HandlerTable<'client'>;
