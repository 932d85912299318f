import type { Gps } from '@generated/client/model';
import { describe, expect, it } from 'vitest';
import { latestByDevice, trackBounds, trackPoints } from './track';

const point = (gps_reference: string, timestamp: string, latitude: number, longitude: number): Gps => ({
  gps_reference,
  timestamp,
  latitude,
  longitude,
});

describe('trackPoints', () => {
  it('orders points oldest first and drops ones that cannot be drawn', () => {
    const points = [
      point('b', '2026-10-30T18:08:17Z', 51.5, -0.02),
      point('a', '2026-10-30T18:05:02Z', 51.6, -0.03),
      point('x', '2026-10-30T18:06:00Z', 120, 0),
      point('y', '2026-10-30T18:07:00Z', Number.NaN, 0),
    ];
    expect(trackPoints(points).map((entry) => entry.gps_reference)).toEqual(['a', 'b']);
  });
});

describe('trackBounds', () => {
  it('spans every point', () => {
    expect(trackBounds([point('a', '', 51.5, -0.1), point('b', '', 51.6, 0.2)])).toEqual([
      [51.5, -0.1],
      [51.6, 0.2],
    ]);
    expect(trackBounds([])).toBeUndefined();
  });
});

describe('latestByDevice', () => {
  it('keeps the newest drawable point of each device, newest first', () => {
    const at = (reference: string, device: string | undefined, timestamp: string, latitude = 51.5): Gps => ({
      ...point(reference, timestamp, latitude, 0),
      ...(device ? { device_reference: device } : {}),
    });
    const points = [
      at('a2', 'ldn', '2026-10-30T18:00:00Z'),
      at('d1', 'dxb', '2026-10-31T09:00:00Z'),
      at('a1', 'ldn', '2026-10-29T18:00:00Z'),
      at('bad', 'dxb', '2026-10-31T10:00:00Z', 200),
      at('none', undefined, '2026-11-01T00:00:00Z'),
    ];
    expect(latestByDevice(points).map((entry) => entry.gps_reference)).toEqual(['d1', 'a2']);
  });
});
