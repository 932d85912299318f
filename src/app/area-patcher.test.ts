import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createAreaPatcher } from './area-patcher';

const navigate = (patcher: ReturnType<typeof createAreaPatcher>, path: string, signal = new AbortController().signal) => {
  const patch = vi.fn<(routeId: string | null, children: RouteObject[]) => void>();
  return Promise.resolve(patcher({ path, patch, signal, matches: [], fetcherKey: undefined })).then(() => patch);
};

describe('createAreaPatcher', () => {
  it('adds each area once, on the first navigation into it', async () => {
    const patcher = createAreaPatcher();
    const first = await navigate(patcher, '/dashboard/devices');
    expect(first).toHaveBeenCalledTimes(1);
    expect(first.mock.calls[0]?.[0]).toBe('dashboard');
    expect(first.mock.calls[0]?.[1].map((route) => route.path)).toContain('devices/:deviceReference');
    expect(await navigate(patcher, '/dashboard/services/calls')).not.toHaveBeenCalled();
    const internal = await navigate(patcher, '/internal/alerts');
    expect(internal.mock.calls[0]?.[0]).toBe('internal');
  });

  it('lets the router go on (matching, asking for the screen) only in a later task than the patch', async () => {
    const patcher = createAreaPatcher();
    const patch = vi.fn<(routeId: string | null, children: RouteObject[]) => void>();
    const order: string[] = [];
    const done = Promise.resolve(
      patcher({ path: '/dashboard/devices', patch, signal: new AbortController().signal, matches: [], fetcherKey: undefined }),
    );
    patch.mockImplementation(() => {
      order.push('patched');
      setTimeout(() => order.push('a later task'), 0);
    });
    await done;
    order.push('router goes on');
    expect(order).toEqual(['patched', 'a later task', 'router goes on']);
  });

  it('leaves other paths alone, including ones that only start like an area', async () => {
    const patcher = createAreaPatcher();
    expect(await navigate(patcher, '/cookies')).not.toHaveBeenCalled();
    expect(await navigate(patcher, '/dashboards')).not.toHaveBeenCalled();
  });

  it('patches on the next navigation when the first one was overtaken', async () => {
    const patcher = createAreaPatcher();
    const overtaken = new AbortController();
    overtaken.abort();
    expect(await navigate(patcher, '/dashboard/devices', overtaken.signal)).not.toHaveBeenCalled();
    expect(await navigate(patcher, '/dashboard/devices')).toHaveBeenCalledTimes(1);
  });
});
