import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { MapBox } from '@/components/map/map-box';
import { MAP_ATTRIBUTION, mapTileUrl } from '@/lib/map-tiles';
import type { Location } from '@generated/client/model';

const TILE_URL = mapTileUrl(window.location.hostname);
// Map tiles are light in both colour modes, so fixed colours keep their contrast on them.
const COLOUR = '#c2410c';

/** Where a payload was captured: a marker and its accuracy circle on a small map (Leaflet). */
export function LocationMap({ location, label }: { location: Location; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const { latitude, longitude, accuracy } = location;

  useEffect(() => {
    if (!container.current) return undefined;
    const centre: L.LatLngTuple = [latitude, longitude];
    const map = L.map(container.current, { scrollWheelZoom: false, zoomControl: true }).setView(centre, 16);
    if (TILE_URL) L.tileLayer(TILE_URL, { attribution: MAP_ATTRIBUTION, maxZoom: 19 }).addTo(map);
    if (accuracy) L.circle(centre, { radius: accuracy, color: COLOUR, weight: 1, fillOpacity: 0.12 }).addTo(map);
    L.circleMarker(centre, { radius: 7, color: '#ffffff', weight: 2, fillColor: COLOUR, fillOpacity: 1 }).addTo(map);
    return () => {
      map.remove();
    };
  }, [latitude, longitude, accuracy]);

  return <MapBox ref={container} label={label} height="16rem" testId="location-map" />;
}
