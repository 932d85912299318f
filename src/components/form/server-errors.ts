import { fieldErrorMap, friendlyErrorText } from '@/api/error-text';

export interface ServerErrorSplit {
  /** Form field path -> message, for errors shown beside their field. */
  fields: [string, string][];
  /** 'path: message' lines for errors no field of the form shows. */
  lines: string[];
}

/**
 * Splits a server validation failure between the form's fields and the rest. `fieldFor` maps a
 * server path to a form field path (or undefined when the form has no such field).
 */
export function splitServerErrors(body: unknown, fallback: string, fieldFor: (serverPath: string) => string | undefined): ServerErrorSplit {
  const map = fieldErrorMap(body);
  if (map.size === 0) return { fields: [], lines: [friendlyErrorText(body, fallback)] };
  const fields: [string, string][] = [];
  const lines: string[] = [];
  for (const [path, message] of map) {
    const field = fieldFor(path);
    if (field && !fields.some(([taken]) => taken === field)) fields.push([field, message]);
    else lines.push(path ? `${path}: ${message}` : message);
  }
  return { fields, lines };
}

/**
 * The rendered field a server path belongs to: the same path, or the first field inside it
 * (an error on `comment_duration` goes to `comment_duration.start_time`).
 */
export function matchField(
  serverPath: string,
  rendered: Iterable<string>,
  rename?: (path: string) => string | undefined,
): string | undefined {
  const path = rename?.(serverPath) ?? serverPath;
  const names = [...rendered];
  return names.find((name) => name === path) ?? names.find((name) => name.startsWith(`${path}.`));
}
