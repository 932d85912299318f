import { afterEach, describe, expect, it } from 'vitest';
import { isTypingTarget, reviewActionOf } from './shortcuts';

function press(key: string, target: EventTarget | null, extra: Partial<KeyboardEvent> = {}) {
  return reviewActionOf({
    key,
    target,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    isComposing: false,
    defaultPrevented: false,
    ...extra,
  });
}

function mount(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.querySelector('[data-target]') as HTMLElement;
}

describe('review shortcuts', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('maps j, k, space, r, c and ? to their actions on the page', () => {
    expect(press('j', document.body)).toBe('next');
    expect(press('k', document.body)).toBe('previous');
    expect(press(' ', document.body)).toBe('playPause');
    expect(press('r', document.body)).toBe('receipt');
    expect(press('c', document.body)).toBe('comment');
    expect(press('?', document.body)).toBe('help');
    expect(press('J', document.body)).toBe('next');
    expect(press('x', document.body)).toBeUndefined();
  });

  it.each([
    ['a text input', '<input data-target type="text">'],
    ['an untyped input', '<input data-target>'],
    ['a number input', '<input data-target type="number">'],
    ['a textarea', '<textarea data-target></textarea>'],
    ['a select', '<select data-target><option>1</option></select>'],
    ['a contenteditable element', '<div contenteditable="true"><span data-target>x</span></div>'],
    ['a textbox role', '<div role="textbox" data-target></div>'],
    ['a slider', '<div role="slider" data-target></div>'],
  ])('never fires while typing in %s', (_name, html) => {
    const target = mount(html);
    expect(isTypingTarget(target)).toBe(true);
    for (const key of ['j', 'k', ' ', 'r', 'c', '?']) expect(press(key, target)).toBeUndefined();
  });

  it('leaves modified keys, compositions and handled events alone', () => {
    expect(press('r', document.body, { ctrlKey: true })).toBeUndefined();
    expect(press('r', document.body, { metaKey: true })).toBeUndefined();
    expect(press('j', document.body, { altKey: true })).toBeUndefined();
    expect(press('j', document.body, { isComposing: true })).toBeUndefined();
    expect(press('j', document.body, { defaultPrevented: true })).toBeUndefined();
  });

  it('lets space activate buttons and links, but keeps letters working there', () => {
    const button = mount('<button data-target>Play</button>');
    expect(press(' ', button)).toBeUndefined();
    expect(press('j', button)).toBe('next');
    const checkbox = mount('<input data-target type="checkbox">');
    expect(isTypingTarget(checkbox)).toBe(false);
    expect(press('r', checkbox)).toBe('receipt');
  });
});
