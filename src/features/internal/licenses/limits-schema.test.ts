import { describe, expect, it } from 'vitest';
import { limitsSchema } from './limits-schema';

const schema = limitsSchema({ integer: 'Whole numbers only', range: 'From 0 to 100000', required: 'Required' });
const limits = { mms: 0, sms: 50, calls: 40, interviews: 10, gps: 25, photos: 20, rcs: 30, videos: 100000 };
const messages = (value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('licence limits form', () => {
  it('accepts integers from 0 to 100000 for every service', () => {
    expect(schema.safeParse(limits).success).toBe(true);
  });

  it('refuses fractions, negatives, values over 100000 and blanks, per field', () => {
    expect(messages({ ...limits, calls: 1.5 })).toEqual(['calls: Whole numbers only']);
    expect(messages({ ...limits, sms: -1 })).toEqual(['sms: From 0 to 100000']);
    expect(messages({ ...limits, videos: 100001 })).toEqual(['videos: From 0 to 100000']);
    expect(messages({ ...limits, gps: undefined })).toEqual(['gps: Required']);
  });
});
