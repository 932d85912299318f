import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { validateParams } from './route-params';

const args = (params: Record<string, string>) => ({ params, request: new Request('http://localhost/'), context: {} }) as unknown as LoaderFunctionArgs;

describe('route parameter validation', () => {
  it('is a fatal 404 for a payload reference shorter than 26 characters', () => {
    const loader = validateParams('payloadReference');
    expect(loader(args({ payloadReference: '01JD5Z8Q2W3E4R5T6Y7U8V9W0X' }))).toBeNull();
    try {
      loader(args({ payloadReference: '01JD5Z8Q2W' }));
      expect.unreachable();
    } catch (error) {
      // The router turns this thrown data() into the error page's 404 response.
      expect((error as { init?: ResponseInit }).init?.status).toBe(404);
    }
  });

  it('checks device, device user and role references and transfer ids', () => {
    expect(() => validateParams('deviceReference')(args({ deviceReference: 'bad,ref' }))).toThrow();
    expect(() => validateParams('deviceUserReference')(args({ deviceUserReference: 'ab' }))).toThrow();
    expect(() => validateParams('roleReference')(args({ roleReference: ' Admin' }))).toThrow();
    expect(() => validateParams('transferId')(args({ transferId: 'not-a-ulid' }))).toThrow();
    expect(validateParams('roleReference')(args({ roleReference: 'Compliance Reviewer' }))).toBeNull();
  });
});
