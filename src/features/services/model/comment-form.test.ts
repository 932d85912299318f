import { describe, expect, it } from 'vitest';
import { commentFormSchema, commentFormValues, toCommentRequest } from './comment-form';

const schema = commentFormSchema({ required: 'required', tooLong: 'too long', seconds: 'seconds' });

describe('comment form', () => {
  it('needs text, at most 4000 characters', () => {
    expect(schema.safeParse({ message: '   ', pinned: false }).error?.issues[0]?.message).toBe('required');
    expect(schema.safeParse({ message: 'x'.repeat(4001), pinned: false }).error?.issues[0]?.message).toBe('too long');
    expect(schema.safeParse({ message: 'x'.repeat(4000), pinned: false }).success).toBe(true);
  });

  it('checks the time range only when the comment is pinned', () => {
    expect(schema.safeParse({ message: 'ok', pinned: false, start_time: Number.NaN }).success).toBe(true);
    const result = schema.safeParse({ message: 'ok', pinned: true, start_time: -1, duration: Number.NaN });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['start_time', 'duration']);
  });

  it('builds the request body of the contract', () => {
    expect(toCommentRequest({ message: ' Check <b>this</b> ', pinned: false, start_time: 3 })).toEqual({ message: 'Check <b>this</b>' });
    expect(toCommentRequest({ message: 'Range', pinned: true, start_time: 1.234, duration: 2.06 })).toEqual({
      message: 'Range',
      comment_duration: { start_time: 1.2, duration: 2.1 },
    });
  });

  it('starts from an existing comment when editing', () => {
    expect(commentFormValues({ comment_body: 'Body', comment_duration: { start_time: 1, duration: 2 } })).toEqual({
      message: 'Body',
      pinned: true,
      start_time: 1,
      duration: 2,
    });
    expect(commentFormValues()).toEqual({ message: '', pinned: false, start_time: undefined, duration: undefined });
  });
});
