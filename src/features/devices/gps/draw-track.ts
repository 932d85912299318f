import type { Gps } from '@generated/client/model';
import type { I18n } from '@lingui/core';
import L from 'leaflet';
import type { TimeFormat } from '@/components/date-time/use-time-format';

// Map base layers are light in both colour modes, so fixed colours keep their contrast on them.
export const MAP_COLOURS = {
  track: '#1d4ed8',
  point: '#1d4ed8',
  first: '#15803d',
  last: '#b91c1c',
  selected: '#c2410c',
  latest: '#7c3aed',
};

/** A tooltip of text nodes only: device data never becomes HTML. */
export function textTooltip(parts: readonly string[]): HTMLElement {
  const tip = document.createElement('span');
  tip.textContent = parts.filter(Boolean).join(' · ');
  return tip;
}

/** The time of a point where the reader reads times (its own zone by default), its accuracy and its provider. */
export function pointSummary(point: Gps, i18n: I18n, format: TimeFormat): string[] {
  const time = format.text(point.timestamp, { timeZone: point.timezone }) ?? point.timestamp;
  return [time, point.accuracy !== undefined ? `± ${i18n.number(point.accuracy)} m` : '', point.provider ?? ''];
}

/**
 * Draws a track into `group`: the line through the points (oldest first, see trackPoints) and a
 * marker per point, the first green and the last red. Returns the markers by gps_reference.
 */
export function drawTrack(group: L.LayerGroup, points: readonly Gps[], i18n: I18n, format: TimeFormat): Map<string, L.CircleMarker> {
  const markers = new Map<string, L.CircleMarker>();
  if (points.length > 1)
    L.polyline(
      points.map((point) => [point.latitude, point.longitude] as [number, number]),
      { color: MAP_COLOURS.track, weight: 3, opacity: 0.8 },
    ).addTo(group);
  points.forEach((point, index) => {
    const end = index === 0 || index === points.length - 1;
    const colour = index === 0 ? MAP_COLOURS.first : index === points.length - 1 ? MAP_COLOURS.last : MAP_COLOURS.point;
    const marker = L.circleMarker([point.latitude, point.longitude], {
      radius: end ? 7 : 4,
      color: '#ffffff',
      weight: 1.5,
      fillColor: colour,
      fillOpacity: 1,
    });
    marker.bindTooltip(textTooltip(pointSummary(point, i18n, format)));
    marker.addTo(group);
    markers.set(point.gps_reference, marker);
  });
  // The first and last points stay on top of the markers around them.
  [points[0], points.at(-1)].forEach((point) => (point ? markers.get(point.gps_reference)?.bringToFront() : undefined));
  return markers;
}

/** Outlines the selected point's marker, brings it to the front, pans to it and opens its tooltip. */
export function showSelected(map: L.Map | null, markers: ReadonlyMap<string, L.CircleMarker>, selected: string | undefined): void {
  markers.forEach((marker, reference) =>
    marker.setStyle({ weight: reference === selected ? 4 : 1.5, color: reference === selected ? MAP_COLOURS.selected : '#ffffff' }),
  );
  const marker = selected ? markers.get(selected) : undefined;
  if (!marker || !map) return;
  marker.bringToFront();
  map.panTo(marker.getLatLng());
  marker.openTooltip();
}
