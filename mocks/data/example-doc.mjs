// The Example Object collection of one document: `<operationId>` for the default success body and
// `<operationId>__<reference>` for the body of one path parameter value (see examples.mjs), and
// `<operationId>.request` for the request body.
/** Deep copy without helper keys (leading `_`) and without undefined values. */
export function clean(value) {
  if (Array.isArray(value)) return value.map(clean);
  if (value instanceof Map) throw new Error('maps are not example values');
  if (value && typeof value === 'object') {
    const out = {};
    for (const [key, child] of Object.entries(value)) {
      if (key.startsWith('_') || child === undefined) continue;
      out[key] = clean(child);
    }
    return out;
  }
  return value;
}

/** A page of a list (count, last_key, data). */
export const page = (data, extra = {}) => ({ count: data.length, last_key: null, data, ...extra });

export class Doc {
  constructor() {
    this.examples = {};
    this.index = {};
  }

  add(operationId, summary, value) {
    if (this.examples[operationId]) throw new Error(`duplicate example ${operationId}`);
    this.examples[operationId] = { summary, value: clean(value) };
  }

  /** Adds `<operationId>.request`, the request body example of the operation. */
  request(operationId, summary, value) {
    const name = `${operationId}.request`;
    if (this.examples[name]) throw new Error(`duplicate example ${name}`);
    this.examples[name] = { summary, value: clean(value) };
  }

  /** Adds `<operationId>__<reference>` and records the reference in the index. */
  variant(operationId, reference, summary, value) {
    const name = `${operationId}__${reference}`;
    if (/[,;"]/.test(reference) || /[^\x20-\x7e]/.test(reference)) throw new Error(`reference not usable in a Prefer header: ${reference}`);
    if (this.examples[name]) throw new Error(`duplicate example ${name}`);
    this.examples[name] = { summary, value: clean(value) };
    (this.index[operationId] ??= []).push(reference);
  }
}
