import { describe, expect, it, vi } from 'vitest';
import { fetchAllPages, type ListPage } from './fetch-all';

const pages: Record<string, ListPage<number>> = {
  first: { count: 2, last_key: 'b', data: [1, 2] },
  b: { count: 2, last_key: 'c', data: [3, 4] },
  c: { count: 1, last_key: null, data: [5] },
};

describe('fetchAllPages', () => {
  it('follows last_key until it is null, with the base params and the largest page', async () => {
    const fetcher = vi.fn((params: { group?: string; last_key?: string; limit?: number }) =>
      Promise.resolve(pages[params.last_key ?? 'first'] as ListPage<number>),
    );
    const progress: number[] = [];
    await expect(fetchAllPages(fetcher, { group: 'Sales' }, { onProgress: (count) => progress.push(count) })).resolves.toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(fetcher.mock.calls.map(([params]) => params)).toEqual([
      { group: 'Sales', limit: 1000 },
      { group: 'Sales', limit: 1000, last_key: 'b' },
      { group: 'Sales', limit: 1000, last_key: 'c' },
    ]);
    expect(progress).toEqual([2, 4, 5]);
  });

  it('stops when the server repeats a key instead of looping for ever', async () => {
    const fetcher = vi.fn(() => Promise.resolve({ count: 1, last_key: 'same', data: [7] }));
    await expect(fetchAllPages(fetcher, {})).resolves.toEqual([7, 7]);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('stops with an AbortError when cancelled between pages', async () => {
    const controller = new AbortController();
    const fetcher = vi.fn((params: { last_key?: string }) => {
      if (params.last_key === 'b') controller.abort();
      return Promise.resolve(pages[params.last_key ?? 'first'] as ListPage<number>);
    });
    await expect(fetchAllPages(fetcher, {}, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
