import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { validateParams } from './route-params';

const args = (params: Record<string, string>) =>
  ({ params, request: new Request('http://localhost/'), context: {} }) as unknown as LoaderFunctionArgs;

/** The status of the data() the loader throws (the router turns it into the error page's response). */
async function refusal(loader: ReturnType<typeof validateParams>, params: Record<string, string>): Promise<number | undefined> {
  try {
    await loader(args(params));
    return undefined;
  } catch (error) {
    return (error as { init?: ResponseInit }).init?.status;
  }
}

describe('route parameter validation (the rules of the contract fields)', () => {
  it('is a fatal 404 for a payload reference shorter than 26 or longer than 36 characters', async () => {
    const loader = validateParams('payloadReference');
    await expect(loader(args({ payloadReference: '01JD5Z8Q2W3E4R5T6Y7U8V9W0X' }))).resolves.toBeNull();
    expect(await refusal(loader, { payloadReference: '01JD5Z8Q2W' })).toBe(404);
    expect(await refusal(loader, { payloadReference: 'x'.repeat(37) })).toBe(404);
  });

  it('checks device, device user and role references and transfer ids', async () => {
    expect(await refusal(validateParams('deviceReference'), { deviceReference: 'bad,ref' })).toBe(404);
    expect(await refusal(validateParams('deviceUserReference'), { deviceUserReference: 'ab' })).toBe(404);
    expect(await refusal(validateParams('roleReference'), { roleReference: ' Admin' })).toBe(404);
    expect(await refusal(validateParams('transferId'), { transferId: 'not-a-ulid' })).toBe(404);
    expect(
      await refusal(validateParams('roleReference', 'deviceReference'), {
        roleReference: 'Compliance Reviewer',
        deviceReference: 'pixel-8',
      }),
    ).toBeUndefined();
    expect(await refusal(validateParams('transferId'), { transferId: '01JD5Z8Q2W3E4R5T6Y7X8V9W0X' })).toBeUndefined();
  });
});
