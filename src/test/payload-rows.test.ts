import { listPayloadsResponse } from '@generated/client/zod/payloads/payloads';
import { describe, expect, it } from 'vitest';
import { makePayloads, referenceFor } from './payload-rows';

describe('makePayloads', () => {
  it('makes rows the listPayloads response schema accepts, with unique references', () => {
    const data = makePayloads(200);
    const result = listPayloadsResponse.safeParse({ count: data.length, last_key: null, data });
    expect(result.error?.issues.slice(0, 3)).toBeUndefined();
    expect(new Set(data.map((row) => row.payload_reference)).size).toBe(200);
    expect(referenceFor(33)).toHaveLength(26);
  });
});
