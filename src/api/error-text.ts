import { t } from '@lingui/core/macro';

/** One field error as servers and Prism report it; every property is optional. */
interface FieldError {
  path?: unknown;
  location?: unknown;
  instancePath?: unknown;
  field?: unknown;
  message?: unknown;
  code?: unknown;
  keyword?: unknown;
  params?: { missingProperty?: unknown; type?: unknown };
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

function pathOf(error: FieldError): string {
  if (Array.isArray(error.location))
    return error.location.filter((part) => part !== 'body' && part !== 'query' && part !== 'path').join('.');
  const raw = asText(error.path) || asText(error.instancePath) || asText(error.field);
  return raw.replace(/^\//, '').replaceAll('/', '.');
}

/** Spec section 5: 'The {field} field is required.', 'Please provide a valid {type} for the field.', 'required'. */
function friendlyLine(error: FieldError): string {
  const path = pathOf(error);
  const message = asText(error.message);
  const kind = asText(error.keyword) || asText(error.code);
  const missing = asText(error.params?.missingProperty) || /required property '([^']+)'/.exec(message)?.[1];
  if (kind === 'required' || missing) return `${[path, missing].filter(Boolean).join('.')}: ${t`required`}`;
  const field = path.split('.').pop() || path;
  if (/\bundefined\b/i.test(message)) return `${path}: ${t`The ${field} field is required.`}`;
  const type = asText(error.params?.type) || /must be (?:an? )?(string|number|integer|boolean|array|object|null)\b/.exec(message)?.[1];
  if (kind === 'type' && type) return `${path}: ${t`Please provide a valid ${type} for the field.`}`;
  return path ? `${path}: ${message}` : message;
}

function fieldErrors(body: unknown): FieldError[] {
  if (!body || typeof body !== 'object') return [];
  const record = body as { errors?: unknown; validation?: unknown };
  const list = Array.isArray(record.errors) ? record.errors : Array.isArray(record.validation) ? record.validation : [];
  return list.filter((entry): entry is FieldError => Boolean(entry) && typeof entry === 'object');
}

/** The 'path: message' lines of a validation failure, or the error record's message. */
export function friendlyErrorText(body: unknown, fallback: string): string {
  const lines = fieldErrors(body).map(friendlyLine);
  if (lines.length) return lines.join('\n');
  if (body && typeof body === 'object') {
    const record = body as { message?: unknown; detail?: unknown; title?: unknown };
    const message = asText(record.message) || asText(record.detail) || asText(record.title);
    if (message) return message;
  }
  return typeof body === 'string' && body.trim() && body.length < 300 ? body : fallback;
}

/** Field path -> message, for forms that show server errors beside their fields. */
export function fieldErrorMap(body: unknown): Map<string, string> {
  const map = new Map<string, string>();
  for (const error of fieldErrors(body)) {
    const line = friendlyLine(error);
    const separator = line.indexOf(': ');
    if (separator > 0) map.set(line.slice(0, separator), line.slice(separator + 2));
  }
  return map;
}
