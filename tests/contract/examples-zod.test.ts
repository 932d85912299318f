import { describe, expect, it } from 'vitest';
import { endpoints as admin } from '@generated/admin/endpoints';
import { endpoints as client } from '@generated/client/endpoints';
import { endpoints as internal } from '@generated/internal/endpoints';
import { DOCUMENTS, operations } from './support/documents';
import { zodIssues, zodSchema } from './support/zod';

const tables = { admin, client, internal };

/**
 * The generated Zod schemas accept every example: the response schema that the mutator's shape
 * check loads lazily (generated/<document>/endpoints.ts) for every success example, and the body
 * schema for every request example.
 */
describe.each(DOCUMENTS)('generated Zod schemas of the %s document', (document) => {
  const list = operations(document);

  it.each(list.map((info) => [info.operation.operationId, info] as const))('%s accepts its examples', async (operationId, info) => {
    const endpoint = tables[document].find((entry) => entry.operationId === operationId);
    expect(endpoint, 'endpoint table row').toBeDefined();
    const failures: string[] = [];
    const success = info.responses.find(([code, pointer]) => code === info.successCode && pointer.endsWith('application~1json/schema'));
    if (info.successCode === '200' && success) {
      expect(endpoint?.response, 'a 200 JSON body has a lazily loaded response schema').toBeDefined();
      const schema = await endpoint!.response!();
      for (const example of success[2]) failures.push(...zodIssues(schema, example.value).map((issue) => `${example.name} ${issue}`));
    }
    if (info.request) {
      const body = await zodSchema(info, 'Body');
      expect(body, 'a request body has a generated Zod schema').toBeDefined();
      for (const example of info.request.examples)
        failures.push(...zodIssues(body!, example.value).map((issue) => `request ${example.name} ${issue}`));
    }
    expect(failures.slice(0, 10)).toEqual([]);
  });
});

it('a response schema rejects a broken example (the check can fail)', async () => {
  const schema = await admin.find((entry) => entry.operationId === 'getRole')!.response!();
  const [example] = operations('admin')
    .find((info) => info.operation.operationId === 'getRole')!
    .responses.find(([code]) => code === '200')![2];
  expect(zodIssues(schema, example!.value)).toEqual([]);
  expect(zodIssues(schema, { ...(example!.value as object), permissions: [] })).not.toEqual([]);
});
