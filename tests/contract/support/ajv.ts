// Ajv as Prism uses it for OpenAPI 3.1 (JSON Schema 2020-12 with ajv-formats), but strict: a
// keyword Ajv does not know fails compilation instead of being ignored.
import type { ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { DOCUMENTS, bundle, type DocumentName } from './documents';

/** Keywords of OpenAPI (not JSON Schema) that may sit in a schema or around the bundle's schemas. */
const OPENAPI_KEYWORDS = [
  'example',
  'discriminator',
  'xml',
  'externalDocs',
  'openapi',
  'info',
  'servers',
  'security',
  'tags',
  'paths',
  'components',
  'webhooks',
  'jsonSchemaDialect',
];
/** Extensions used next to patterns and rules in openapi/ (documented in openapi/components/fields.yaml). */
const EXTENSIONS = ['x-pattern-message', 'x-rule-message'];

const base = (document: DocumentName) => `https://contract.test/${document}.json`;
let instance: Ajv2020 | undefined;

export function ajv(): Ajv2020 {
  if (instance) return instance;
  const created = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, strictTypes: false, allowUnionTypes: true });
  addFormats(created);
  for (const keyword of [...OPENAPI_KEYWORDS, ...EXTENSIONS]) created.addKeyword(keyword);
  for (const document of DOCUMENTS) created.addSchema({ ...bundle(document), $id: base(document) });
  instance = created;
  return created;
}

const validators = new Map<string, ValidateFunction>();

/** The validator of the schema at `pointer` (a JSON pointer into the bundled document). */
export function validatorAt(document: DocumentName, pointer: string): ValidateFunction {
  const key = `${base(document)}#${pointer}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv().compile({ $ref: key });
    validators.set(key, validate);
  }
  return validate;
}

/** Ajv's errors as short `path message` lines. */
export const ajvErrors = (validate: ValidateFunction) =>
  (validate.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? ''}`);
