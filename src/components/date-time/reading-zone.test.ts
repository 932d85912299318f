import { describe, expect, it } from 'vitest';
import { browserTimeZone, dayZone, readingZone } from './reading-zone';

const dubai = { timeZone: 'Asia/Dubai', offset: '+04:00' };

describe('readingZone', () => {
  it("reads the device's local time in the recording's zone, else its offset, else this browser's zone", () => {
    expect(readingZone({ mode: 'device' }, dubai)).toEqual({ timeZone: 'Asia/Dubai' });
    expect(readingZone({ mode: 'device' }, { timeZone: 'Mars/Base', offset: '+05:30' })).toEqual({ offset: '+05:30' });
    expect(readingZone({ mode: 'device' }, {})).toEqual({ timeZone: browserTimeZone() });
  });

  it("reads every time in the reader's zone or in UTC, whatever zone the recording had", () => {
    expect(readingZone({ mode: 'mine', zone: 'America/Sao_Paulo' }, dubai)).toEqual({ timeZone: 'America/Sao_Paulo' });
    expect(readingZone({ mode: 'mine', zone: 'Not/AZone' }, dubai)).toEqual({ timeZone: browserTimeZone() });
    expect(readingZone({ mode: 'utc' }, dubai)).toEqual({ timeZone: 'UTC' });
  });
});

describe('dayZone', () => {
  it("starts a date filter's days at midnight UTC, or in the reader's own zone", () => {
    expect(dayZone({ mode: 'device' })).toBe('UTC');
    expect(dayZone({ mode: 'utc' })).toBe('UTC');
    expect(dayZone({ mode: 'mine', zone: 'Asia/Dubai' })).toBe('Asia/Dubai');
  });
});
