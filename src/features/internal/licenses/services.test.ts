import { describe, expect, it } from 'vitest';
import { licenceUse, toneFor } from './services';

const zero = { mms: 0, sms: 0, calls: 0, interviews: 0, gps: 0, photos: 0, rcs: 0, videos: 0 };

describe('licenceUse', () => {
  it('finds the busiest service and those over their limit', () => {
    const result = licenceUse({ limits: { ...zero, calls: 40, sms: 50, photos: 10 }, used: { ...zero, calls: 13, sms: 46, photos: 12 } });
    expect(result.peak).toMatchObject({ service: 'photos', used: 12, limit: 10 });
    expect(result.over.map((entry) => entry.service)).toEqual(['photos']);
    expect(result.services.find((entry) => entry.service === 'sms')?.ratio).toBeCloseTo(0.92);
  });

  it('treats use against a limit of 0 as over, and no limits and no use as nothing', () => {
    const result = licenceUse({ limits: zero, used: { ...zero, videos: 1 } });
    expect(result.peak).toMatchObject({ service: 'videos', ratio: Number.POSITIVE_INFINITY });
    expect(licenceUse({ limits: zero, used: zero }).peak).toBeUndefined();
  });

  it('colours by use', () => {
    expect(toneFor(0.5)).toBe('green');
    expect(toneFor(0.9)).toBe('orange');
    expect(toneFor(1)).toBe('orange');
    expect(toneFor(1.01)).toBe('red');
  });
});
