/** The review shortcuts of a payload detail page. */
export type ReviewAction = 'next' | 'previous' | 'playPause' | 'receipt' | 'comment' | 'help';

const KEYS: Record<string, ReviewAction> = {
  j: 'next',
  k: 'previous',
  ' ': 'playPause',
  r: 'receipt',
  c: 'comment',
  '?': 'help',
};

const TYPING_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton', 'slider']);
const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'radio', 'submit', 'reset', 'image', 'file', 'color', 'range']);

/**
 * Whether a key press lands where it types or adjusts something: an input (other than a button-like
 * one), a textarea, a select, a contenteditable element, or an element with a text-entry role.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable || element.closest('[contenteditable=""], [contenteditable="true"], [contenteditable="plaintext-only"]'))
    return true;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return !NON_TEXT_INPUTS.has((element as HTMLInputElement).type);
  const role = element.getAttribute('role');
  return Boolean(role && TYPING_ROLES.has(role));
}

/** Space on a button or link activates it; it must not also play or pause. */
function isActivatable(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(
    element &&
    typeof element.closest === 'function' &&
    element.closest('button, a[href], summary, [role="button"], [role="menuitem"], [role="tab"], [role="option"], input'),
  );
}

/** The review action a key press asks for, or undefined when it must be left alone. */
export function reviewActionOf(
  event: Pick<KeyboardEvent, 'key' | 'target' | 'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing' | 'defaultPrevented'>,
): ReviewAction | undefined {
  if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return undefined;
  if (isTypingTarget(event.target)) return undefined;
  const action = KEYS[event.key.length === 1 ? event.key.toLowerCase() : event.key];
  if (action === 'playPause' && isActivatable(event.target)) return undefined;
  return action;
}
