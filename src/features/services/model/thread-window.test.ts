import { describe, expect, it } from 'vitest';
import { batches, threadWindow } from './thread-window';

describe('threadWindow', () => {
  it('centres on the current message and clamps to the thread', () => {
    expect(threadWindow(500, 250)).toEqual({ start: 200, end: 301 });
    expect(threadWindow(10, 2)).toEqual({ start: 0, end: 10 });
    expect(threadWindow(500, 490, 50, 50)).toEqual({ start: 440, end: 500 });
  });

  it('shows the newest messages when the current one is not in the thread', () => {
    expect(threadWindow(500, -1, 50, 50)).toEqual({ start: 449, end: 500 });
    expect(threadWindow(0, -1)).toEqual({ start: 0, end: 0 });
  });
});

describe('batches', () => {
  it('splits into groups of at most 100', () => {
    const refs = Array.from({ length: 250 }, (_, index) => index);
    expect(batches(refs).map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(batches([])).toEqual([]);
  });
});
