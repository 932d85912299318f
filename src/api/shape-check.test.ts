import { describe, expect, it } from 'vitest';
import { z } from '@generated/zod';
import { checkShape, ShapeError } from './shape-check';

const schema = z.object({ count: z.number(), data: z.array(z.object({ name: z.string() })) });

describe('checkShape', () => {
  it('returns parsed data when it matches', () => {
    expect(checkShape('listThings', schema, { count: 1, data: [{ name: 'a' }] })).toEqual({ count: 1, data: [{ name: 'a' }] });
  });

  it('reports the caller prefix, one path: message line per error, then JSON: and 200 characters', () => {
    const data = { count: 'x', data: [{ name: 7 }], padding: 'p'.repeat(500) };
    try {
      checkShape('listThings (GET /api/v1/things)', schema, data);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ShapeError);
      const lines = (error as Error).message.split('\n');
      expect(lines[0]).toBe('listThings (GET /api/v1/things)');
      expect(lines[1]).toMatch(/^count: /);
      expect(lines[2]).toMatch(/^data\.0\.name: /);
      expect(lines[3]).toBe(`JSON: ${JSON.stringify(data).slice(0, 200)}`);
      expect(lines[3]).toHaveLength('JSON: '.length + 200);
    }
  });

  it("says 'Unexpected data received' when the schema lists no error", () => {
    const silent = { safeParse: () => ({ success: false, error: { issues: [] } }) } as unknown as z.ZodType;
    expect(() => checkShape('getThing', silent, 'oops')).toThrow('getThing\nUnexpected data received\nJSON: "oops"');
  });

  it('names the root when the whole value is wrong', () => {
    expect(() => checkShape('getThing', schema, null)).toThrow(/^getThing\n\(root\): /);
  });
});
