import { describe, expect, it } from 'vitest';
import { approveSchema, rejectSchema } from './decision-schemas';

const now = () => Date.parse('2026-11-01T09:00:00Z');
const approve = approveSchema('2026-11-03T09:00:00Z', { future: 'future', notAfter: 'not after' }, now);
const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('support access decisions', () => {
  it('approves until a future time no later than the requested expiry', () => {
    expect(message(approve.safeParse({ approval_expiry: '2020-01-01T09:00' }))).toBe('future');
    expect(message(approve.safeParse({ approval_expiry: '2030-01-01T09:00' }))).toBe('not after');
    expect(message(approve.safeParse({ approval_expiry: '' }))).toBe('future');
    expect(approve.safeParse({ approval_expiry: '2026-11-02T09:00' }).success).toBe(true);
  });

  it('rejects only with a reason of 1 to 1000 characters', () => {
    const reject = rejectSchema({ required: 'Give a reason' });
    expect(message(reject.safeParse({ rejection_reason: '   ' }))).toBe('Give a reason');
    expect(reject.safeParse({ rejection_reason: 'x'.repeat(1001) }).success).toBe(false);
    expect(reject.safeParse({ rejection_reason: ' Use the Read Only role ' })).toMatchObject({
      success: true,
      data: { rejection_reason: 'Use the Read Only role' },
    });
  });
});
