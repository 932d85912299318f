import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '@/test/render';
import type { ListPage } from './fetch-all';
import { prefetchPagedList, usePagedList } from './use-paged-list';

interface Params {
  search?: string;
  limit?: number;
  query_result?: 'page' | 'total';
}

const queryKey = (params: Params) => ['things', params];

describe('prefetchPagedList', () => {
  it('loads the first page and the total where the screen’s usePagedList finds them, without asking again', async () => {
    const fetcher = vi.fn(async (params: Params): Promise<ListPage<string>> =>
      params.query_result === 'total' ? { total: 2, data: [] } : { data: ['a', 'b'], last_key: null },
    );
    const client = testQueryClient();
    prefetchPagedList(client, fetcher, queryKey, { search: 'x' }, { total: true, pageSize: 50 });
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(fetcher).toHaveBeenCalledWith({ search: 'x', limit: 50 }, expect.anything());
    expect(fetcher).toHaveBeenCalledWith({ search: 'x', query_result: 'total' }, expect.anything());

    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => usePagedList(fetcher, queryKey, { search: 'x' }, { total: true, pageSize: 50 }), { wrapper });
    await waitFor(() => expect(result.current.rows).toEqual(['a', 'b']));
    expect(result.current.total).toBe(2);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
