import { describe, expect, it } from 'vitest';
import { mapBaseLayer, mapTileUrl, OFFLINE_OUTLINE_URL } from './map-tiles';

describe('mapTileUrl', () => {
  it('uses the configured tiles anywhere', () => {
    expect(mapTileUrl('localhost', 'https://tiles.example/{z}/{x}/{y}.png')).toBe('https://tiles.example/{z}/{x}/{y}.png');
    expect(mapTileUrl('portal.example.com', 'https://tiles.example/{z}/{x}/{y}.png')).toBe('https://tiles.example/{z}/{x}/{y}.png');
  });

  it("falls back to OpenStreetMap's tiles on a real host and to none on the local mock", () => {
    expect(mapTileUrl('portal.staging.example.com', undefined)).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(mapTileUrl('localhost', undefined)).toBeUndefined();
    expect(mapTileUrl('127.0.0.1', '')).toBeUndefined();
  });
});

describe('mapBaseLayer', () => {
  it('keeps tiles on a real host and where tiles are configured', () => {
    expect(mapBaseLayer('portal.example.com', undefined)).toEqual({ kind: 'tiles', url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
    expect(mapBaseLayer('localhost', 'https://tiles.example/{z}/{x}/{y}.png')).toEqual({
      kind: 'tiles',
      url: 'https://tiles.example/{z}/{x}/{y}.png',
    });
  });

  it('draws the offline world outline on the local mock', () => {
    expect(mapBaseLayer('localhost', undefined)).toEqual({ kind: 'outline', url: OFFLINE_OUTLINE_URL });
  });
});
