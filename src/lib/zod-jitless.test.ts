import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-jitless';

describe('Zod without eval', () => {
  it('is what Zod’s own configuration says once the entry has run', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('still parses and rejects objects', () => {
    const schema = z.object({ reference: z.string().min(3), count: z.number().int() });
    expect(schema.parse({ reference: 'abc', count: 2 })).toEqual({ reference: 'abc', count: 2 });
    expect(schema.safeParse({ reference: 'ab', count: 2 }).success).toBe(false);
  });
});
