import type { Gps } from '@generated/client/model';

/** Points that can be drawn (finite, in range), oldest first: the order of the track line. */
export function trackPoints(points: readonly Gps[]): Gps[] {
  return points
    .filter(
      (point) =>
        Number.isFinite(point.latitude) &&
        Number.isFinite(point.longitude) &&
        Math.abs(point.latitude) <= 90 &&
        Math.abs(point.longitude) <= 180,
    )
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}

/** South-west and north-east corners around the points, or undefined for none. */
export function trackBounds(points: readonly Pick<Gps, 'latitude' | 'longitude'>[]): [[number, number], [number, number]] | undefined {
  if (!points.length) return undefined;
  const lats = points.map((point) => point.latitude);
  const lngs = points.map((point) => point.longitude);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}

/** The newest drawable point of each device, newest first: where each device was last seen. */
export function latestByDevice(points: readonly Gps[]): Gps[] {
  const latest = new Map<string, Gps>();
  for (const point of trackPoints(points)) if (point.device_reference) latest.set(point.device_reference, point);
  return [...latest.values()].reverse();
}
