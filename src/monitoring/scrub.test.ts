import { describe, expect, it } from 'vitest';
import { pageTemplate, scrubEvent, scrubText, scrubUrl } from './scrub';

const HERE = 'https://portal.example.com';
const REFRESH = 'rt.eyJjbGllbnQiOiJhY21lIn0.bW9yZS1yYW5kb20tYnl0ZXMtMTIz';
const JWT = 'eyJhbGciOiJub25lIn0.eyJlbWFpbCI6Iml0LmFkbWluQGFjbWUuZXhhbXBsZSJ9.';

describe('what monitoring may keep of an address', () => {
  it.each([
    [
      `https://admin-api.example.com/api/v1/acme/exchange?refresh_token=${REFRESH}`,
      'https://admin-api.example.com/api/v1/{client}/exchange',
    ],
    [
      `${HERE}/mock/internal/internal/v1/exchange?code=4d8c6a1e-0000-4000-8000-000000000000&redirect_uri=x`,
      `${HERE}/mock/internal/internal/v1/exchange`,
    ],
    [
      'https://acme.api.example.com/api/v1/payloads?search=%2B447700900123&device_user_reference=alice',
      'https://acme.api.example.com/api/v1/payloads',
    ],
    [
      'https://acme.api.example.com/api/v1/payloads/01JD5Z8Q2W3E4R5T6Y7U8V9W0X/data?action=play',
      'https://acme.api.example.com/api/v1/payloads/{payload_reference}/data',
    ],
    [
      'https://acme.api.example.com/api/v1/users/alice.smith/payloads',
      'https://acme.api.example.com/api/v1/users/{device_user_reference}/payloads',
    ],
    ['https://acme.api.example.com/api/v1/no-such-thing/x', 'https://acme.api.example.com/{api}'],
    ['https://media.example.com/calls/01JD5Z8Q2W3E4R5T6Y7U8V9W0X.wav?X-Amz-Signature=abc123', 'https://media.example.com/…'],
    ['http://localhost:4013/oauth2/authorize?state=abc&redirect_uri=x', 'http://localhost:4013/…'],
    [`${HERE}/dashboard/devices/users/alice.smith?search=pixel`, `${HERE}/dashboard/devices/users/{reference}`],
    [`${HERE}/sign-in?code=x&state=y`, `${HERE}/sign-in`],
    [`${HERE}/assets/index-DxYz12AB.js`, `${HERE}/assets/index-DxYz12AB.js`],
    ['/dashboard/services/calls/01JD5Z8Q2W3E4R5T6Y7U8V9W0X#comments', `${HERE}/dashboard/services/calls/{reference}`],
    ['data:text/html,<b>secret</b>', 'data:…'],
    ['blob:https://portal.example.com/2c1a', 'blob:…'],
  ])('%s', (address, kept) => {
    expect(scrubUrl(address, HERE)).toBe(kept);
  });

  it('names a page by its route', () => {
    expect(pageTemplate('/dashboard/services/calls/01JD5Z8Q2W3E4R5T6Y7U8V9W0X')).toBe('/dashboard/services/calls/{reference}');
    expect(pageTemplate('/dashboard/devices/alice-pixel-7/gps')).toBe('/dashboard/devices/{reference}/gps');
    expect(pageTemplate('/internal/support')).toBe('/internal/support');
  });
});

describe('what monitoring may keep of free text', () => {
  it('takes out addresses, tokens, e-mail addresses, numbers and references', () => {
    const message = `Refresh failed for ${JWT} (${REFRESH}) at https://admin-api.example.com/api/v1/acme/exchange?refresh_token=${REFRESH}: it.admin@acme.example called +44 7700 900123 about 01JD5Z8Q2W3E4R5T6Y7U8V9W0X; Page not found: /dashboard/devices/users/alice.smith?search=pixel`;
    const scrubbed = scrubText(message);
    for (const secret of [
      JWT.slice(0, 30),
      REFRESH,
      'it.admin@acme.example',
      '7700 900123',
      '01JD5Z8Q2W3E4R5T6Y7U8V9W0X',
      'alice.smith',
      'pixel',
      'refresh_token=',
    ])
      expect(scrubbed).not.toContain(secret);
    expect(scrubbed).toContain('https://admin-api.example.com/api/v1/{client}/exchange');
    expect(scrubbed).toContain('Page not found:');
  });

  it('leaves what tells what happened', () => {
    const here = window.location.origin;
    expect(scrubText('TypeError: Failed to fetch')).toBe('TypeError: Failed to fetch');
    expect(scrubText(`Error: boom\n    at render (${here}/assets/index-DxYz12AB.js:1:23456)`)).toBe(
      `Error: boom\n    at render (${here}/assets/index-DxYz12AB.js:1:23456)`,
    );
  });

  it('scrubs every string of an event, and its addresses as addresses', () => {
    const event = {
      version: '1.0.0',
      request: { method: 'GET', url: `https://admin-api.example.com/api/v1/acme/exchange?refresh_token=${REFRESH}` },
      response: { status: 503, statusText: 'Service Unavailable' },
      attribution: { url: 'https://media.example.com/p/1.jpg?X-Amz-Signature=abc', element: 'img.css-1x2y3' },
      list: [`search ${'+447700900123'}`],
    };
    expect(scrubEvent(event)).toEqual({
      version: '1.0.0',
      request: { method: 'GET', url: 'https://admin-api.example.com/api/v1/{client}/exchange' },
      response: { status: 503, statusText: 'Service Unavailable' },
      attribution: { url: 'https://media.example.com/…', element: 'img.css-1x2y3' },
      list: ['search [number]'],
    });
  });
});
