import { getPayloadResponse } from '@generated/client/zod/payloads/payloads';
import { MAX_RECEIPTS } from '../list/receipts-bulk-bar';

const referenceSchema = getPayloadResponse.shape.payload_reference;

/**
 * The payloads of a selection's address (`ref` parameters): those that are payload references
 * (the contract's rule), without repeats, at most 100 (the bulk selection's limit).
 */
export function selectedReferences(search: URLSearchParams): string[] {
  const valid = search.getAll('ref').filter((value) => referenceSchema.safeParse(value).success);
  return [...new Set(valid)].slice(0, MAX_RECEIPTS);
}
