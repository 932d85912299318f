import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_CHECK_INTERVAL_MS, checkForUpdate, RELOAD_GUARD_MS, reloadOnce, startBuildChecks } from './build-update';

const respond = (body: unknown, ok = true) => Promise.resolve({ ok, json: () => Promise.resolve(body) } as Response);

describe('build updates (spec sections 4 and 9)', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('finds a newer build in builds/latest.json whose meta exists', async () => {
    const fetcher = vi.fn((url: string) => (url.startsWith('/builds/latest.json') ? respond({ id: 'b2' }) : respond({ id: 'b2' })));
    await expect(checkForUpdate('b1', fetcher as unknown as typeof fetch)).resolves.toBe(true);
    expect(fetcher.mock.calls.map(([url]) => url.split('?')[0])).toEqual(['/builds/latest.json', '/builds/meta/b2.json']);
  });

  it('asks every 3,600,000 ms', async () => {
    expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
    vi.useFakeTimers();
    const fetcher = vi.fn(() => respond({ id: 'same' }));
    vi.stubGlobal('fetch', fetcher);
    const stop = startBuildChecks('same');
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1);
    expect(fetcher).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(fetcher).toHaveBeenCalledTimes(2);
    stop();
  });

  it('never polls on the dev server', () => {
    vi.useFakeTimers();
    const fetcher = vi.fn();
    vi.stubGlobal('fetch', fetcher);
    startBuildChecks('dev');
    vi.advanceTimersByTime(BUILD_CHECK_INTERVAL_MS * 3);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('reloads a path at most once within 10 s', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    const reload = vi.fn();
    expect(reloadOnce('/dashboard', 1_000, reload)).toBe(true);
    expect(reloadOnce('/dashboard', 1_000 + 9_999, reload)).toBe(false);
    expect(reloadOnce('/dashboard/devices', 1_000 + 9_999, reload)).toBe(true);
    expect(reloadOnce('/dashboard', 1_000 + 10_000, reload)).toBe(true);
    expect(reload.mock.calls).toEqual([['/dashboard'], ['/dashboard/devices'], ['/dashboard']]);
  });

  it('reloads after a failed code-chunk load', () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      assign,
      pathname: '/dashboard/services',
      search: '',
    } as Location);
    const stop = startBuildChecks('b1');
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(assign).toHaveBeenCalledWith('/dashboard/services');
    stop();
    vi.restoreAllMocks();
  });

  it('does not reload when a chunk fails because the connection is gone', () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      assign,
      pathname: '/dashboard/tags',
      search: '',
    } as Location);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const stop = startBuildChecks('b1');
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(assign).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
    stop();
    vi.restoreAllMocks();
  });
});
