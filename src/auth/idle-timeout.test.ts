import { describe, expect, it } from 'vitest';
import { idleTimeoutMs } from './idle-timeout';

describe("the idle timeout's length", () => {
  it('is 30 minutes unless the deployment sets another, kept within 5 minutes and a day', () => {
    expect(idleTimeoutMs({})).toBe(30 * 60_000);
    expect(idleTimeoutMs({ idleTimeoutMinutes: 15 })).toBe(15 * 60_000);
    expect(idleTimeoutMs({ idleTimeoutMinutes: 0 })).toBe(5 * 60_000);
    expect(idleTimeoutMs({ idleTimeoutMinutes: -3 })).toBe(5 * 60_000);
    expect(idleTimeoutMs({ idleTimeoutMinutes: 100_000 })).toBe(24 * 60 * 60_000);
  });
});
