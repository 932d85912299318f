import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, type RefObject } from 'react';
import { MAP_ATTRIBUTION, mapBaseLayer, OUTLINE_ATTRIBUTION } from '@/lib/map-tiles';

const BASE = mapBaseLayer(window.location.hostname);
// Light in both colour modes, like map tiles, so the data's fixed colours keep their contrast.
const WATER = '#d4e4f1';
const LAND: L.PathOptions = { color: '#8a99ab', weight: 0.8, fillColor: '#f4f2ec', fillOpacity: 1 };

type Outline = NonNullable<Parameters<typeof L.geoJSON>[0]>;

let outline: Promise<Outline> | undefined;

/** The world outline, fetched once per page load; a failed fetch is tried again by the next map. */
function loadOutline(url: string): Promise<Outline> {
  if (!outline) {
    outline = fetch(url).then((response) =>
      response.ok ? (response.json() as Promise<Outline>) : Promise.reject(new Error(`${response.status} ${url}`)),
    );
    outline.catch(() => {
      outline = undefined;
    });
  }
  return outline;
}

function addOutline(map: L.Map, url: string): void {
  map.getContainer().style.background = WATER;
  // A pane of its own under the data: the outline never mixes with the overlay's markers and tracks.
  map.createPane('basemap').style.zIndex = '150';
  map.attributionControl.addAttribution(OUTLINE_ATTRIBUTION);
  loadOutline(url)
    .then((data) => {
      // The map may have been removed while the outline loaded.
      if (map.getPane('basemap')) L.geoJSON(data, { pane: 'basemap', interactive: false, style: () => LAND }).addTo(map);
    })
    // Without it the data still draws on the plain water colour.
    .catch(() => undefined);
}

/**
 * A Leaflet map in `container` with its base layer: tiles on a real host, the bundled world outline
 * on the local mock (src/lib/map-tiles.ts). `overlay` is the layer group the caller draws its data in.
 */
export function useLeafletMap(container: RefObject<HTMLDivElement | null>) {
  const map = useRef<L.Map | null>(null);
  const overlay = useRef<L.LayerGroup | null>(null);
  useEffect(() => {
    if (!container.current) return undefined;
    const instance = L.map(container.current, { scrollWheelZoom: false, zoomControl: true }).setView([20, 0], 2);
    if (BASE.kind === 'tiles') L.tileLayer(BASE.url, { attribution: MAP_ATTRIBUTION, maxZoom: 19 }).addTo(instance);
    else addOutline(instance, BASE.url);
    overlay.current = L.layerGroup().addTo(instance);
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
      overlay.current = null;
    };
  }, [container]);
  return { map, overlay };
}
