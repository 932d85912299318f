import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api-error';
import { createQueryClient, shouldRetry } from './query-client';

describe('the query client', () => {
  afterEach(() => onlineManager.setOnline(true));

  it.each([401, 403, 404, 409, 422])('never asks again after a %i answer', (status) => {
    expect(shouldRetry(0, new ApiError(status, undefined, 'refused'))).toBe(false);
  });

  it('retries a 5xx answer or a lost connection twice', () => {
    for (const error of [new ApiError(503, undefined, 'busy'), new NetworkError('offline')]) {
      expect([0, 1, 2].map((failures) => shouldRetry(failures, error))).toEqual([true, true, false]);
    }
  });

  it('fetches what is on screen again when the connection comes back, however fresh it is', async () => {
    const client = createQueryClient();
    client.mount(); // as QueryClientProvider does
    const fetchList = vi.fn().mockResolvedValue(['row']);
    const observer = new QueryObserver(client, { queryKey: ['list'], queryFn: fetchList });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(fetchList).toHaveBeenCalledTimes(1));
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(fetchList).toHaveBeenCalledTimes(2));
    unsubscribe();
    client.unmount();
  });

  it('lets a save made offline fail at once instead of waiting', async () => {
    const client = createQueryClient();
    onlineManager.setOnline(false);
    const save = vi.fn().mockRejectedValue(new NetworkError('offline'));
    const mutation = client.getMutationCache().build(client, { mutationFn: save });
    await expect(mutation.execute(undefined)).rejects.toThrow('offline');
    expect(save).toHaveBeenCalledOnce();
  });
});
