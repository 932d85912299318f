/** The warning comes this long before an idle session ends. */
export const IDLE_WARNING_MS = 2 * 60_000;
/** Local storage: when someone last used any tab of the portal (a time, nothing of the user). */
export const LAST_ACTIVITY_KEY = 'portal.last-activity';
/** Activity is shared with the other tabs at most this often, unless the warning is up. */
const SHARE_EVERY_MS = 5_000;
/** Marks the warning itself: using its buttons is answering it, not using the portal. */
export const IDLE_WARNING_ATTRIBUTE = 'data-idle-warning';
/** What counts as using the portal. Moving the pointer counts too, but not while the warning asks. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'pointermove'] as const;

export interface IdleWatch {
  /** The warning is up: the session ends at `deadline` (epoch ms) unless someone uses a tab. */
  onWarn(deadline: number): void;
  /** Someone used a tab (this one or another) while the warning was up. */
  onActive(): void;
  /** Nobody used any tab for the whole timeout. */
  onTimeout(): void;
}

function sharedActivity(): number {
  const value = Number(localStorage.getItem(LAST_ACTIVITY_KEY));
  return Number.isFinite(value) ? value : 0;
}

export interface IdleWatcher {
  /** Someone chose to stay (the warning's button): counts as use in every tab. */
  stay(): void;
  stop(): void;
}

/**
 * Watches for use of the portal in every tab of the browser and calls `watch.onWarn` two minutes
 * before `timeoutMs` without any, then `watch.onTimeout`.
 */
export function watchIdle(timeoutMs: number, watch: IdleWatch): IdleWatcher {
  let last = Math.max(Date.now(), sharedActivity());
  let sharedAt = 0;
  let warning = false;
  let timer: number | undefined;
  let trailing: number | undefined;

  // The last use always reaches the other tabs, at most SHARE_EVERY_MS late.
  const share = (force: boolean) => {
    const wait = sharedAt + SHARE_EVERY_MS - Date.now();
    if (!force && wait > 0) {
      trailing ??= window.setTimeout(() => share(true), wait);
      return;
    }
    window.clearTimeout(trailing);
    trailing = undefined;
    sharedAt = Date.now();
    localStorage.setItem(LAST_ACTIVITY_KEY, String(last));
  };

  const check = () => {
    window.clearTimeout(timer);
    last = Math.max(last, sharedActivity());
    const now = Date.now();
    const deadline = last + timeoutMs;
    if (now >= deadline) return watch.onTimeout();
    if (now >= deadline - IDLE_WARNING_MS) {
      if (!warning) watch.onWarn(deadline);
      warning = true;
      timer = window.setTimeout(check, deadline - now);
      return;
    }
    if (warning) watch.onActive();
    warning = false;
    timer = window.setTimeout(check, deadline - IDLE_WARNING_MS - now);
  };

  const onActivity = (event: Event) => {
    if (
      warning &&
      (event.type === 'pointermove' || (event.target instanceof Element && event.target.closest(`[${IDLE_WARNING_ATTRIBUTE}]`)))
    )
      return;
    last = Date.now();
    share(warning);
    if (warning) check();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === LAST_ACTIVITY_KEY && warning) check();
  };
  const onShown = () => document.visibilityState === 'visible' && check();

  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onShown);
  share(true);
  check();
  return {
    stay: () => {
      last = Date.now();
      share(true);
      check();
    },
    stop: () => {
      window.clearTimeout(timer);
      window.clearTimeout(trailing);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onShown);
    },
  };
}
