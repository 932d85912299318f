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
