import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDuration, formatRelative, isoInZone, parseOffset, parseTimestamp, zoneLabel } from './format-date';

describe('parseTimestamp', () => {
  it('reads API timestamps without a zone as UTC, with a space or a T', () => {
    expect(parseTimestamp('2026-10-31 17:51:04')?.toISOString()).toBe('2026-10-31T17:51:04.000Z');
    expect(parseTimestamp('2026-10-31T17:51:04.250')?.toISOString()).toBe('2026-10-31T17:51:04.250Z');
    expect(parseTimestamp('2026-10-31T17:51:04+0100')?.toISOString()).toBe('2026-10-31T16:51:04.000Z');
  });

  it('gives undefined for missing or unreadable values', () => {
    expect(parseTimestamp(undefined)).toBeUndefined();
    expect(parseTimestamp('')).toBeUndefined();
    expect(parseTimestamp('not a date')).toBeUndefined();
  });
});

describe('formatDateTime', () => {
  const value = '2026-10-31T17:51:04Z';

  it('shows the recording zone with its abbreviation or offset', () => {
    expect(formatDateTime(value, { locale: 'en-GB', timeZone: 'America/New_York' })).toBe('31 Oct 2026, 13:51:04 GMT-4');
    expect(formatDateTime(value, { locale: 'en-GB', timeZone: 'America/Sao_Paulo' })).toBe('31 Oct 2026, 14:51:04 GMT-3');
    expect(formatDateTime('2026-07-01T12:00:00Z', { locale: 'en-GB', timeZone: 'Europe/London' })).toBe('01 Jul 2026, 13:00:00 BST');
  });

  it('follows the viewer locale', () => {
    expect(formatDateTime(value, { locale: 'pt-BR', timeZone: 'America/Sao_Paulo' })).toMatch(/^31 de out\.? de 2026.*14:51:04 BRT$/);
  });

  it('falls back to the numeric offset when the zone name is unknown', () => {
    expect(formatDateTime(value, { locale: 'en-GB', timeZone: 'Mars/Base', offset: '+04:00' })).toBe('31 Oct 2026, 21:51:04 UTC+04:00');
  });

  it('leaves the time out for the date style', () => {
    expect(formatDateTime(value, { locale: 'en-GB', timeZone: 'Asia/Dubai', style: 'date' })).toBe('31 Oct 2026');
  });

  it('gives undefined for a missing value', () => {
    expect(formatDateTime(null, { locale: 'en-GB' })).toBeUndefined();
  });
});

describe('zones and offsets', () => {
  it('names the zone at that instant', () => {
    expect(zoneLabel('2026-01-15T12:00:00Z', 'Europe/London', 'en-GB')).toBe('GMT');
    expect(zoneLabel('2026-07-15T12:00:00Z', 'Europe/London', 'en-GB')).toBe('BST');
  });

  it('writes ISO in the zone with its offset', () => {
    expect(isoInZone('2026-10-31T17:51:04Z', 'America/New_York')).toBe('2026-10-31T13:51:04-04:00');
    expect(isoInZone('2026-10-31T17:51:04Z', 'Asia/Dubai')).toBe('2026-10-31T21:51:04+04:00');
    expect(isoInZone('2026-10-31T17:51:04Z', undefined, '-03:00')).toBe('2026-10-31T14:51:04-03:00');
  });

  it('parses offsets', () => {
    expect(parseOffset('+05:30')).toBe(330);
    expect(parseOffset('-0300')).toBe(-180);
    expect(parseOffset('Z')).toBeUndefined();
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0:00:00'],
    [65, '0:01:05'],
    [3725, '1:02:05'],
    [36000, '10:00:00'],
    [59.6, '0:01:00'],
  ])('%s s reads %s', (seconds, text) => expect(formatDuration(seconds)).toBe(text));

  it('gives undefined for missing or negative values', () => {
    expect(formatDuration(undefined)).toBeUndefined();
    expect(formatDuration(-1)).toBeUndefined();
  });
});

describe('formatRelative', () => {
  const now = Date.parse('2026-10-31T12:00:00Z');
  it('picks the largest whole unit', () => {
    expect(formatRelative('2026-10-31T09:00:00Z', 'en-GB', now)).toBe('3 hours ago');
    expect(formatRelative('2026-11-02T12:00:00Z', 'en-GB', now)).toBe('in 2 days');
    expect(formatRelative('2026-10-30T12:00:00Z', 'pt-BR', now)).toBe('ontem');
    expect(formatRelative('2026-10-31T12:00:00Z', 'en-GB', now)).toBe('now');
  });
});
