import { describe, expect, it } from 'vitest';
import { makeComment } from '../test/comment-fixtures';
import { commentMarks, commentPreview, pauseMarks } from './media-marks';

describe('media marks', () => {
  it('pins open comments with a range, in time order', () => {
    const marks = commentMarks([
      makeComment('b', { comment_duration: { start_time: 3, duration: 1.5 } }),
      makeComment('a', { comment_duration: { start_time: 1, duration: 0 }, comment_body: '<script>alert(1)</script>' }),
      makeComment('c', { comment_duration: { start_time: 0, duration: 2 }, is_closed: true }),
      makeComment('d', {}),
    ]);
    expect(marks).toEqual([
      { id: 'a', start: 1, duration: 0, label: '<script>alert(1)</script>', tone: 'comment' },
      { id: 'b', start: 3, duration: 1.5, label: 'Body', tone: 'comment' },
    ]);
  });

  it('shortens long comments to one line', () => {
    expect(commentPreview(`line one\n\n${'x'.repeat(100)}`)).toHaveLength(40);
    expect(commentPreview('a\n b')).toBe('a b');
  });

  it('marks interview pauses as points', () => {
    expect(pauseMarks([{ start_time: 60, duration: 15 }], (pause) => `paused ${pause.duration}`)).toEqual([
      { id: 'pause-0', start: 60, duration: 0, label: 'paused 15', tone: 'pause' },
    ]);
    expect(pauseMarks(undefined, () => '')).toEqual([]);
  });
});
