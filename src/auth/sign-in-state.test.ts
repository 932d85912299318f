import { afterEach, describe, expect, it } from 'vitest';
import { finishSignIn, PENDING_SIGN_INS_KEY, SIGN_IN_LIFETIME_MS, signInUrlWith, startSignIn } from './sign-in-state';

const NOW = Date.UTC(2026, 10, 1, 9);

describe('the state of the sign-ins a tab starts', () => {
  afterEach(() => sessionStorage.clear());

  it('is random, kept in the tab, and taken once with its client', () => {
    const first = startSignIn('acme', NOW);
    const second = startSignIn('admin', NOW);
    expect(first).toMatch(/^[\w-]{22}$/);
    expect(second).not.toBe(first);
    expect(finishSignIn(second, NOW + 1000)).toEqual({ state: second, client: 'admin', startedAt: NOW });
    expect(finishSignIn(first, NOW + 1000)).toMatchObject({ client: 'acme' });
    expect(sessionStorage.getItem(PENDING_SIGN_INS_KEY)).toBeNull();
  });

  it('refuses a state the tab never made, none at all, and one too old', () => {
    const state = startSignIn('acme', NOW);
    expect(finishSignIn('forged-state-from-elsewhere', NOW)).toBeUndefined();
    expect(finishSignIn(null, NOW)).toBeUndefined();
    expect(finishSignIn(state, NOW + SIGN_IN_LIFETIME_MS)).toBeUndefined();
    expect(sessionStorage.getItem(PENDING_SIGN_INS_KEY)).toBeNull();
  });

  it('answers a second render of the same page alike, and leaves nothing for a reload to use again', () => {
    const state = startSignIn('acme', NOW);
    expect(finishSignIn(state, NOW)).toMatchObject({ client: 'acme' });
    expect(finishSignIn(state, NOW)).toMatchObject({ client: 'acme' });
    expect(sessionStorage.getItem(PENDING_SIGN_INS_KEY)).toBeNull();
  });

  it('keeps a handful of sign-ins and ignores what is not one', () => {
    const states = Array.from({ length: 7 }, () => startSignIn('acme', NOW));
    expect(JSON.parse(sessionStorage.getItem(PENDING_SIGN_INS_KEY)!)).toHaveLength(5);
    expect(finishSignIn(states[0]!, NOW)).toBeUndefined();
    expect(finishSignIn(states[6]!, NOW)).toBeDefined();
    sessionStorage.setItem(PENDING_SIGN_INS_KEY, '{not json');
    expect(finishSignIn('x', NOW)).toBeUndefined();
  });

  it("puts the state and this origin's redirect into the identity provider's URL, leaving the rest", () => {
    expect(
      signInUrlWith('https://idp.example/a?x=1&redirect_uri=https%3A%2F%2Fother%2Fcb&state=theirs', 'mine', 'https://portal.test/sign-in'),
    ).toBe('https://idp.example/a?x=1&redirect_uri=https%3A%2F%2Fportal.test%2Fsign-in&state=mine');
  });
});
