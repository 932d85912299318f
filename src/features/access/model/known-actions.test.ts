import { describe, expect, it } from 'vitest';
import { KNOWN_ACTIONS } from './known-actions';

describe('KNOWN_ACTIONS', () => {
  it('lists the authenticated operations of the admin and client documents once, sorted', () => {
    expect(KNOWN_ACTIONS).toContain('listPayloads');
    expect(KNOWN_ACTIONS).toContain('putTag');
    expect(KNOWN_ACTIONS).not.toContain('exchangeToken');
    expect(new Set(KNOWN_ACTIONS).size).toBe(KNOWN_ACTIONS.length);
    expect([...KNOWN_ACTIONS].sort((a, b) => a.localeCompare(b))).toEqual(KNOWN_ACTIONS);
  });
});
