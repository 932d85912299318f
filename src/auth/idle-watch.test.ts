import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_WARNING_ATTRIBUTE, IDLE_WARNING_MS, LAST_ACTIVITY_KEY, watchIdle, type IdleWatcher } from './idle-watch';

const MINUTE = 60_000;
const TIMEOUT = 30 * MINUTE;

describe('the idle timeout', () => {
  let watcher: IdleWatcher | undefined;
  const watch = { onWarn: vi.fn(), onActive: vi.fn(), onTimeout: vi.fn() };
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 1, 9));
    localStorage.clear();
  });
  afterEach(() => {
    watcher?.stop();
    vi.useRealTimers();
    vi.clearAllMocks();
    document.body.replaceChildren();
  });

  it('warns two minutes before and ends the session at the timeout', () => {
    const start = Date.now();
    watcher = watchIdle(TIMEOUT, watch);
    vi.advanceTimersByTime(TIMEOUT - IDLE_WARNING_MS - 1);
    expect(watch.onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(watch.onWarn).toHaveBeenCalledWith(start + TIMEOUT);
    vi.advanceTimersByTime(IDLE_WARNING_MS - 1);
    expect(watch.onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(watch.onTimeout).toHaveBeenCalledOnce();
  });

  it('counts use of this tab: keys, clicks, the wheel, moving the pointer', () => {
    watcher = watchIdle(TIMEOUT, watch);
    vi.advanceTimersByTime(20 * MINUTE);
    window.dispatchEvent(new Event('pointermove'));
    vi.advanceTimersByTime(20 * MINUTE);
    expect(watch.onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(8 * MINUTE);
    expect(watch.onWarn).toHaveBeenCalledOnce();
    expect(watch.onTimeout).not.toHaveBeenCalled();
  });

  it('shares use with the other tabs, and counts theirs', () => {
    watcher = watchIdle(TIMEOUT, watch);
    vi.advanceTimersByTime(10 * MINUTE);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    vi.advanceTimersByTime(5_000);
    expect(Number(localStorage.getItem(LAST_ACTIVITY_KEY))).toBe(Date.now() - 5_000);
    // Another tab is used later on.
    vi.advanceTimersByTime(10 * MINUTE);
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    vi.advanceTimersByTime(TIMEOUT - IDLE_WARNING_MS - 1);
    expect(watch.onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(IDLE_WARNING_MS + 1);
    expect(watch.onTimeout).toHaveBeenCalledOnce();
  });

  it('takes the warning down when another tab is used during it', () => {
    watcher = watchIdle(TIMEOUT, watch);
    vi.advanceTimersByTime(TIMEOUT - MINUTE);
    expect(watch.onWarn).toHaveBeenCalledOnce();
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    window.dispatchEvent(new StorageEvent('storage', { key: LAST_ACTIVITY_KEY }));
    expect(watch.onActive).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(MINUTE);
    expect(watch.onTimeout).not.toHaveBeenCalled();
  });

  it('during the warning, a key or a click counts, moving the pointer or answering the warning does not', () => {
    watcher = watchIdle(TIMEOUT, watch);
    vi.advanceTimersByTime(TIMEOUT - MINUTE);
    const warning = document.createElement('div');
    warning.setAttribute(IDLE_WARNING_ATTRIBUTE, '');
    const button = document.createElement('button');
    warning.append(button);
    document.body.append(warning);
    window.dispatchEvent(new Event('pointermove'));
    button.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(watch.onActive).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(watch.onActive).toHaveBeenCalledOnce();
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBe(String(Date.now()));
  });

  it('"Stay signed in" takes the warning down and starts the time again in every tab', () => {
    watcher = watchIdle(TIMEOUT, watch);
    vi.advanceTimersByTime(TIMEOUT - MINUTE);
    watcher.stay();
    expect(watch.onActive).toHaveBeenCalledOnce();
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBe(String(Date.now()));
    vi.advanceTimersByTime(TIMEOUT - IDLE_WARNING_MS - 1);
    expect(watch.onWarn).toHaveBeenCalledOnce();
  });

  it('a tab shown again after its timers were held back ends a session that ran out meanwhile', () => {
    watcher = watchIdle(TIMEOUT, watch);
    vi.setSystemTime(Date.now() + TIMEOUT + MINUTE);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(watch.onTimeout).toHaveBeenCalledOnce();
  });
});
