// Values for an operation's parameters, found in the contract and in the records already read:
// enum members, both booleans, a date range, and the value a record has in a field of the
// parameter's name. Every value is checked against the parameter's schema, so Prism never refuses
// a request the verifier builds.
import { validatorAt } from '../../tests/contract/support/ajv';
import { bundle, deref, parameterPointer, type OperationInfo } from '../../tests/contract/support/documents';
import type { Json } from '../../tests/contract/sandbox/scenario';

export interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: Json;
  /** Whether a value fits the parameter's schema. */
  fits: (value: unknown) => boolean;
}

/** Query parameters that page a list rather than filter it. */
export const PAGING = new Set(['last_key', 'limit', 'query_result']);

/** The path and query parameters of an operation, references followed. */
export function parametersOf(info: OperationInfo): Parameter[] {
  const item = bundle(info.document).paths[info.path] as { parameters?: Json[] };
  return [...(item.parameters ?? []), ...(info.operation.parameters ?? [])].map((raw) => {
    const parameter = deref(info.document, raw) as Parameter;
    const schema = deref(info.document, parameter.schema ?? {});
    const validate = validatorAt(info.document, parameterPointer(info, parameter.name));
    return {
      ...parameter,
      required: Boolean(parameter.required),
      schema: schema.type === 'array' ? { ...schema, items: deref(info.document, schema.items ?? {}) } : schema,
      fits: (value: unknown) => validate(value),
    };
  });
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const scalar = (value: unknown): value is string | number => typeof value === 'string' || typeof value === 'number';

/** A record and the objects it holds one level down (a payload's `meta`). */
export const withNested = (record: Json): Json[] =>
  record && typeof record === 'object'
    ? [record, ...Object.values(record).filter((value) => value && typeof value === 'object' && !Array.isArray(value))]
    : [];

/** A field's values in the records, singular for a plural parameter (`payload_references` -> `payload_reference`). */
function fieldValues(name: string, records: Json[]): unknown[] {
  const objects = records.flatMap(withNested);
  const field = objects.some((object) => name in object) ? name : name.replace(/s$/, '');
  const values = objects.flatMap((object) => (Array.isArray(object[field]) ? object[field] : [object[field]])).filter(scalar);
  const distinct = [...new Set(values)];
  return field === name ? distinct : distinct.length ? [distinct.slice(0, 2)] : [];
}

/** The values worth trying for a query parameter, each valid against its schema. */
export function candidateValues(parameter: Parameter, records: Json[]): unknown[] {
  const { schema, name } = parameter;
  const items = schema.type === 'array' ? (schema.items ?? {}) : undefined;
  const enumeration: unknown[] | undefined = (items ?? schema).enum;
  const candidates: unknown[] = [];
  if (enumeration) candidates.push(...enumeration.map((value) => (items ? [value] : value)));
  else if (schema.type === 'boolean') candidates.push(true, false);
  else if (name === 'from' || name === 'to') {
    const date = name === 'from' ? day(-30) : day(0);
    candidates.push(date, `${date}T00:00:00Z`);
  } else if (name === 'search') {
    const text = records.flatMap((record) => Object.values(record ?? {})).find((value) => typeof value === 'string' && value.length >= 3);
    if (typeof text === 'string') candidates.push(text.slice(0, 8));
  } else candidates.push(...fieldValues(name, records).slice(0, 1));
  if (!candidates.length) candidates.push(...[schema.default, schema.examples?.[0], schema.example].filter((value) => value !== undefined));
  return candidates.filter((value) => parameter.fits(value)).slice(0, enumeration ? undefined : 1);
}

/** Whether a record's field may stand in a path parameter. */
export const acceptsValue = (parameter: Parameter, value: unknown) =>
  scalar(value) && (parameter.fits(value) || parameter.fits(String(value)));
