import { afterEach, describe, expect, it } from 'vitest';
import { browserStore } from './browser-store';

const check = (stored: unknown) => (typeof stored === 'number' && stored > 0 ? stored : undefined);

describe('browserStore', () => {
  afterEach(() => localStorage.clear());

  it('keeps a value per key, and gives the fallback for none or for another key', () => {
    const store = browserStore('test.count', check, 1);
    expect(store.read('ana')).toBe(1);
    store.write('ana', 5);
    expect(store.read('ana')).toBe(5);
    expect(store.read('bea')).toBe(1);
    expect(store.read(undefined)).toBe(1);
    expect(localStorage.getItem('test.count:ana')).toBe('5');
  });

  it('reads a hand-edited or foreign value as the fallback', () => {
    const store = browserStore('test.count', check, 1);
    localStorage.setItem('test.count:ana', '{not json');
    expect(store.read('ana')).toBe(1);
    localStorage.setItem('test.count:ana', '-3');
    expect(store.read('ana')).toBe(1);
  });

  it('gives the same object until the stored text changes, and tells subscribers of writes', () => {
    const store = browserStore('test.list', (stored) => (Array.isArray(stored) ? (stored as number[]) : undefined), [] as number[]);
    store.write('ana', [1]);
    const first = store.read('ana');
    expect(store.read('ana')).toBe(first);
    let calls = 0;
    const stop = store.subscribe(() => (calls += 1));
    store.write('ana', [1, 2]);
    stop();
    store.write('ana', [3]);
    expect(calls).toBe(1);
    expect(store.read('ana')).toEqual([3]);
  });
});
