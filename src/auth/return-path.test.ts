import { afterEach, describe, expect, it } from 'vitest';
import { rememberReturnPath, RETURN_KEY, signInReturningTo, takeReturnPath } from './return-path';

describe('the page to return to after signing in', () => {
  afterEach(() => sessionStorage.clear());

  it('is taken once, by anyone when a signed-out visitor opened it', () => {
    rememberReturnPath('/dashboard/devices?search=pixel');
    expect(takeReturnPath('someone@acme.example')).toBe('/dashboard/devices?search=pixel');
    expect(takeReturnPath('someone@acme.example')).toBeUndefined();
  });

  it("is only the same user's when their session ended there", () => {
    rememberReturnPath('/dashboard/services/calls?search=%2B447700900123', 'alice@acme.example');
    expect(takeReturnPath('mallory@acme.example')).toBeUndefined();
    expect(sessionStorage.getItem(RETURN_KEY)).toBeNull();
    rememberReturnPath('/dashboard/services/calls', 'alice@acme.example');
    // The sign-in page names the same page from its address: it stays Alice's.
    rememberReturnPath('/dashboard/services/calls');
    expect(takeReturnPath(undefined)).toBeUndefined();
  });

  it('keeps only paths of this origin, never /sign-in', () => {
    for (const path of ['/\\evil.example', '//evil.example', '/%5Cevil.example', 'https://evil.example/', '/sign-in?code=x']) {
      rememberReturnPath(path);
      expect(sessionStorage.getItem(RETURN_KEY), path).toBeNull();
    }
    sessionStorage.setItem(RETURN_KEY, JSON.stringify({ path: '/\\evil.example' }));
    expect(takeReturnPath(undefined)).toBeUndefined();
  });

  it('is named in the sign-in address', () => {
    expect(signInReturningTo('/dashboard/devices?search=pixel')).toBe('/sign-in?returnTo=%2Fdashboard%2Fdevices%3Fsearch%3Dpixel');
  });
});
