import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dedupeFor } from './dedupe';

describe('dedupeFor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shares one call between callers within the window and calls again after it', async () => {
    const run = vi.fn(() => Promise.resolve(run.mock.calls.length));
    const deduped = dedupeFor(1000, run);
    const first = deduped();
    const second = deduped();
    expect(second).toBe(first);
    await first;
    vi.advanceTimersByTime(999);
    expect(deduped()).toBe(first);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await deduped();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('keeps sharing a call that is still pending after the window', async () => {
    let resolve: (value: string) => void = () => undefined;
    const run = vi.fn(() => new Promise<string>((done) => (resolve = done)));
    const deduped = dedupeFor(1000, run);
    const first = deduped();
    vi.advanceTimersByTime(5000);
    expect(deduped()).toBe(first);
    resolve('ok');
    await expect(first).resolves.toBe('ok');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('lets a failed call be retried after the window', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    const deduped = dedupeFor(1000, run);
    await expect(deduped()).rejects.toThrow('down');
    vi.advanceTimersByTime(1000);
    await expect(deduped()).resolves.toBe('up');
  });
});
