import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { checked, lazyPrefetching, prefetching } from './lazy-page';

const args = { params: { id: '1' }, request: new Request('http://localhost/x?y=1'), context: undefined } as unknown as LoaderFunctionArgs;

describe('route loaders that prefetch', () => {
  it('start the prefetch with the loader’s arguments and do not hold the navigation', () => {
    const prefetch = vi.fn();
    expect(prefetching(prefetch, 'calls').loader(args)).toBeNull();
    expect(prefetch).toHaveBeenCalledWith(args, 'calls');
  });

  it('load a lazy prefetch module without waiting for it', async () => {
    const prefetch = vi.fn();
    expect(lazyPrefetching(() => Promise.resolve({ prefetch })).loader(args)).toBeNull();
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledWith(args));
  });

  it('ask for nothing when the route’s check refuses it', async () => {
    const prefetch = vi.fn();
    const refuse = () => Promise.reject(new Error('404'));
    await expect(checked(refuse, prefetching(prefetch)).loader(args)).rejects.toThrow('404');
    expect(prefetch).not.toHaveBeenCalled();
  });
});
