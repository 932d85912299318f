import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTS, bundle, deref, operations, type DocumentName, type OperationInfo } from './support/documents';
import { startPrism, type RunningPrism } from './support/prism';

/**
 * Prism, serving the bundled documents as the mock does, refuses a bad request body with 422 for
 * every operation that has one, and accepts the operation's request example (so the 422 is about
 * the body, not the path, the headers or the method).
 */
const AUTHORIZATION = { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ0ZXN0In0.' };
const root = new URL('../../', import.meta.url).pathname;

interface SchemaLike {
  examples?: unknown[];
  enum?: unknown[];
  default?: unknown;
  type?: unknown;
  required?: string[];
}

/** A valid value for a path parameter, from its schema's examples or enum. */
function sampleParameter(document: DocumentName, info: OperationInfo, name: string): string {
  const pathItem = bundle(document).paths[info.path] as { parameters?: unknown[] };
  const parameters = [...(pathItem.parameters ?? []), ...(info.operation.parameters ?? [])].map(
    (parameter) => deref(document, parameter) as { name: string; schema: SchemaLike },
  );
  const schema = deref(document, parameters.find((parameter) => parameter.name === name)?.schema);
  const value = schema?.examples?.[0] ?? schema?.enum?.[0] ?? schema?.default;
  if (value === undefined) throw new Error(`${info.operation.operationId}: no sample for path parameter ${name}`);
  return encodeURIComponent(String(value));
}

function urlOf(document: DocumentName, info: OperationInfo): string {
  return info.path.replace(/\{([^}]+)\}/g, (_, name: string) => sampleParameter(document, info, name));
}

const withBody = (document: DocumentName) => operations(document).filter((info) => info.request);

const running = new Map<DocumentName, RunningPrism>();
beforeAll(async () => {
  await Promise.all(
    DOCUMENTS.map(async (document) => running.set(document, await startPrism(`${root}generated/openapi/${document}.yaml`))),
  );
});
afterAll(async () => {
  await Promise.all([...running.values()].map((prism) => prism.stop()));
});

describe.each(DOCUMENTS)('Prism serving the %s document', (document) => {
  const send = (info: OperationInfo, body: string) =>
    fetch(`${running.get(document)!.url}${urlOf(document, info)}`, {
      method: info.method.toUpperCase(),
      headers: { ...AUTHORIZATION, 'content-type': 'application/json' },
      body,
    });

  it.each(withBody(document).map((info) => [info.operation.operationId, info] as const))(
    '%s: 422 for a bad body, 2xx for its example',
    async (_id, info) => {
      const required = (deref(document, { $ref: `#${info.request!.pointer}` }) as SchemaLike).required ?? [];
      const bad = ['[1]', ...(required.length ? ['{}'] : [])];
      for (const body of bad) {
        const response = await send(info, body);
        expect({ body, status: response.status }).toEqual({ body, status: 422 });
      }
      const example = info.request!.examples[0]!.value;
      const good = await send(info, JSON.stringify(example));
      const detail = good.ok ? '' : `${good.headers.get('sl-violations') ?? ''} ${await good.text()}`.slice(0, 400);
      expect({ status: good.status >= 200 && good.status < 300, detail }).toEqual({ status: true, detail: '' });
    },
  );

  it('covers every operation with a body', () => {
    const expected = { admin: 12, client: 8, internal: 6 }[document];
    expect(withBody(document)).toHaveLength(expected);
  });
});
