import { describe, expect, it } from 'vitest';
import { safeExternalUrl, safeReturnPath } from './safe-url';

const ORIGIN = 'https://portal.example.com';

describe('the path to return to after signing in', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard/devices?search=pixel%207&page=2', '/dashboard/devices?search=pixel%207&page=2'],
    ['/dashboard/devices/users/alice%20smith', '/dashboard/devices/users/alice%20smith'],
    ['/dashboard/services/calls?search=%2F%2Fnot-a-host', '/dashboard/services/calls?search=%2F%2Fnot-a-host'],
    ['/internal/support#approved', '/internal/support#approved'],
    ['/dashboard/../internal', '/internal'],
  ])('accepts %s', (value, expected) => {
    expect(safeReturnPath(value, ORIGIN)).toBe(expected);
  });

  it.each([
    ['another origin', 'https://evil.example/dashboard'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash the URL parser reads as a slash', '/\\evil.example'],
    ['a backslash anywhere', '/dashboard\\..\\..\\evil'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a doubly encoded backslash', '/%255Cevil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['an encoded slash after the first', '/%2Fevil.example'],
    ['a tab', '/\tevil.example'],
    ['a newline', '/dashboard\n'],
    ['an encoded control character', '/dashboard%00'],
    ['a space', '/dashboard devices'],
    ['a relative path', 'dashboard'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['broken %-encoding', '/dashboard/%E0%A4%A'],
    ['nothing', ''],
  ])('refuses %s', (_what, value) => {
    expect(safeReturnPath(value, ORIGIN)).toBeUndefined();
  });

  it('refuses nothing at all', () => {
    expect(safeReturnPath(null, ORIGIN)).toBeUndefined();
    expect(safeReturnPath(undefined, ORIGIN)).toBeUndefined();
    expect(safeReturnPath(`/${'a'.repeat(2001)}`, ORIGIN)).toBeUndefined();
  });
});

describe('links from the API that the portal opens', () => {
  it.each([
    'https://media.example.com/a.wav?X-Amz-Signature=abc',
    'http://localhost:4013/media/a.wav',
    'http://127.0.0.1:4013/oauth2/authorize',
    'http://[::1]:4013/x',
  ])('opens %s', (link) => {
    expect(safeExternalUrl(link)).toBe(new URL(link).toString());
  });

  it.each([
    'http://media.example.com/a.wav',
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://media.example.com/a.wav',
    '/relative/path',
    'not a link',
    '',
  ])('refuses %s', (link) => {
    expect(safeExternalUrl(link)).toBeUndefined();
  });
});
