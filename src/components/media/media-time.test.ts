import { describe, expect, it } from 'vitest';
import { formatMediaTime } from './media-time';

describe('formatMediaTime', () => {
  it.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [65, '1:05'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
    [undefined, '0:00'],
  ])('%s s reads %s', (seconds, text) => {
    expect(formatMediaTime(seconds)).toBe(text);
  });
});
