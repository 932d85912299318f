import { describe, expect, it } from 'vitest';
import { ajvErrors, validatorAt } from './support/ajv';
import { DOCUMENTS, bundle, deref, escapePointer, exampleFile, exampleIndex, operations, parameterPointer } from './support/documents';

/**
 * Every example (the documents' own and the per-reference variants, which cover every record the
 * sandbox is seeded with) and every request example validates against its JSON Schema, as Prism's
 * Ajv sees it.
 */
describe.each(DOCUMENTS)('examples of the %s document', (document) => {
  const list = operations(document);

  it.each(list.map((info) => [info.operation.operationId, info] as const))(
    '%s: response and request examples match their schemas',
    (_id, info) => {
      const failures: string[] = [];
      for (const [code, pointer, examples] of info.responses) {
        const validate = validatorAt(document, pointer);
        for (const example of examples) {
          if (!validate(example.value)) failures.push(`${code} ${example.name}: ${ajvErrors(validate).slice(0, 5).join('; ')}`);
        }
      }
      if (info.request) {
        const validate = validatorAt(document, info.request.pointer);
        expect(info.request.examples.length, 'a request body needs an example').toBeGreaterThan(0);
        for (const example of info.request.examples) {
          if (!validate(example.value)) failures.push(`request ${example.name}: ${ajvErrors(validate).slice(0, 5).join('; ')}`);
        }
      }
      expect(failures).toEqual([]);
      const successJson = info.responses.find(
        ([code, pointer]) => code === info.successCode && pointer.endsWith('application~1json/schema'),
      );
      if (successJson) expect(successJson[2].length, 'a success body needs an example').toBeGreaterThan(0);
    },
  );

  it('the `examples` of component schemas and the `example` of parameters match their schemas', () => {
    const failures: string[] = [];
    let checked = 0;
    for (const [name, schema] of Object.entries(bundle(document).components.schemas ?? {})) {
      for (const value of (schema.examples as unknown[] | undefined) ?? []) {
        checked += 1;
        const validate = validatorAt(document, `/components/schemas/${escapePointer(name)}`);
        if (!validate(value)) failures.push(`${name} ${JSON.stringify(value)}: ${ajvErrors(validate).join('; ')}`);
      }
    }
    for (const info of list) {
      for (const raw of info.operation.parameters ?? []) {
        const parameter = deref(document, raw) as { name: string; example?: unknown };
        if (parameter.example === undefined) continue;
        checked += 1;
        const validate = validatorAt(document, parameterPointer(info, parameter.name));
        if (!validate(parameter.example))
          failures.push(`${info.operation.operationId} ${parameter.name}: ${ajvErrors(validate).join('; ')}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });

  it('uses every example of mocks/examples and every reference of the index', () => {
    const used = new Set(
      list
        .flatMap((info) => [...info.responses.flatMap(([, , examples]) => examples), ...(info.request?.examples ?? [])])
        .map((example) => example.name),
    );
    const ids = new Set(list.map((info) => info.operation.operationId));
    const names = Object.keys(exampleFile(document));
    const unused = names.filter((name) => !used.has(name) && !ids.has(name.replace(/\.request$/, '')));
    expect(unused).toEqual([]);
    for (const [operationId, references] of Object.entries(exampleIndex()[document] ?? {})) {
      expect(ids.has(operationId), `index names unknown operation ${operationId}`).toBe(true);
      for (const reference of references) expect(names).toContain(`${operationId}__${reference}`);
    }
  });
});

describe('the checker itself', () => {
  it('rejects an example that breaks its schema', () => {
    const info = operations('admin').find((entry) => entry.operation.operationId === 'getDevice');
    const [, pointer, examples] = info?.responses.find(([code]) => code === '200') ?? [];
    const validate = validatorAt('admin', pointer ?? '');
    expect(validate(examples?.[0]?.value)).toBe(true);
    expect(validate({ ...(examples?.[0]?.value as object), device_reference: ' bad' })).toBe(false);
    expect(validate({ ...(examples?.[0]?.value as object), services: [] })).toBe(false);
  });
});
