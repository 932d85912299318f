import { describe, expect, it } from 'vitest';
import { mapTileUrl } from './map-tiles';

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
