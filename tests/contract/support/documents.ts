// The bundled OpenAPI documents (generated/openapi) and the seeded examples (mocks/examples) as the
// contract tests see them: operations, their schemas as JSON pointers, and every example (the
// documents' own, plus the `<operationId>__<reference>` variants of every seeded record).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export const DOCUMENTS = ['admin', 'client', 'internal'] as const;
export type DocumentName = (typeof DOCUMENTS)[number];

type Json = Record<string, unknown>;
interface MediaObject {
  schema?: Json;
  examples?: Record<string, Json>;
}
interface Operation {
  operationId: string;
  tags?: string[];
  parameters?: Json[];
  requestBody?: { content?: Record<string, MediaObject> };
  responses?: Record<string, Json>;
}
export interface Bundle {
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, Json>>;
}
export interface Example {
  name: string;
  value: unknown;
}
export interface OperationInfo {
  document: DocumentName;
  path: string;
  method: string;
  operation: Operation;
  /** JSON pointer (without `#`) of the operation in the bundle. */
  pointer: string;
  successCode: string | undefined;
  /** [status, pointer of the JSON schema, examples] for every response with a JSON body. */
  responses: [string, string, Example[]][];
  request: { pointer: string; examples: Example[] } | undefined;
}

const root = new URL('../../../', import.meta.url);
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const cache = new Map<string, unknown>();

function load<T>(file: string, read: (text: string) => T): T {
  if (!cache.has(file)) cache.set(file, read(readFileSync(new URL(file, root), 'utf8')));
  return cache.get(file) as T;
}

/** The path of a bundled document (generated/openapi/<document>.yaml). */
export const bundleFile = (document: DocumentName) => new URL(`generated/openapi/${document}.yaml`, root).pathname;
export const bundle = (document: DocumentName) => load<Bundle>(`generated/openapi/${document}.yaml`, parse);
/** mocks/examples/<document>.json: Example Objects by name. */
export const exampleFile = (document: DocumentName) =>
  load<Record<string, { value: unknown }>>(`mocks/examples/${document}.json`, JSON.parse);
export const exampleIndex = () => load<Record<DocumentName, Record<string, string[]>>>('mocks/examples/index.json', JSON.parse);

/** JSON pointer escaping of one segment. */
export const escapePointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/** Follows a local `$ref` (`#/components/...`) of the bundle; other values are returned as they are. */
export function deref<T>(document: DocumentName, value: T): T {
  const reference = (value as { $ref?: unknown } | undefined)?.$ref;
  if (typeof reference !== 'string') return value;
  const target = reference
    .replace(/^#\//, '')
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], bundle(document));
  if (target === undefined) throw new Error(`${document}: cannot resolve ${reference}`);
  return deref(document, target as T);
}

function examplesOf(document: DocumentName, media: MediaObject | undefined): Example[] {
  return Object.entries(media?.examples ?? {}).map(([name, example]) => ({ name, value: deref(document, example).value }));
}

/** Every operation of a document, with its JSON bodies and their examples. */
export function operations(document: DocumentName): OperationInfo[] {
  const variants = exampleFile(document);
  const list: OperationInfo[] = [];
  for (const [path, item] of Object.entries(bundle(document).paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      const pointer = `/paths/${escapePointer(path)}/${method}`;
      const successCode = Object.keys(operation.responses ?? {}).find((code) => code.startsWith('2'));
      const responses: OperationInfo['responses'] = [];
      for (const [code, raw] of Object.entries(operation.responses ?? {})) {
        const response = deref(document, raw) as { content?: Record<string, MediaObject> };
        for (const [type, media] of Object.entries(response.content ?? {})) {
          if (!media.schema) continue;
          const examples = examplesOf(document, media);
          if (code === successCode && type === 'application/json') {
            const prefix = `${operation.operationId}__`;
            for (const [name, example] of Object.entries(variants))
              if (name.startsWith(prefix)) examples.push({ name, value: example.value });
          }
          const base = raw.$ref ? (raw.$ref as string).slice(1) : `${pointer}/responses/${code}`;
          responses.push([code, `${base}/content/${escapePointer(type)}/schema`, examples]);
        }
      }
      const body = operation.requestBody?.content?.['application/json'];
      const request = body?.schema
        ? { pointer: `${pointer}/requestBody/content/application~1json/schema`, examples: examplesOf(document, body) }
        : undefined;
      list.push({ document, path, method, operation, pointer, successCode, responses, request });
    }
  }
  return list;
}

export function operation(document: DocumentName, operationId: string): OperationInfo {
  const found = operations(document).find((entry) => entry.operation.operationId === operationId);
  if (!found) throw new Error(`${document} has no operation ${operationId}`);
  return found;
}

/** The pointer of a query or path parameter's schema (parameters may be `$ref`s to components). */
export function parameterPointer(info: OperationInfo, name: string): string {
  const item = bundle(info.document).paths[info.path] as { parameters?: Json[] };
  const lists: [Json[], string][] = [
    [info.operation.parameters ?? [], `${info.pointer}/parameters`],
    [item.parameters ?? [], `/paths/${escapePointer(info.path)}/parameters`],
  ];
  for (const [list, base] of lists) {
    for (const [index, raw] of list.entries()) {
      if ((deref(info.document, raw) as { name?: string }).name !== name) continue;
      return raw.$ref ? `${(raw.$ref as string).slice(1)}/schema` : `${base}/${index}/schema`;
    }
  }
  throw new Error(`${info.operation.operationId} has no parameter ${name}`);
}
