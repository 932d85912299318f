// Walks a JSON Schema of the bundled document side by side with the Zod expression orval 7 wrote
// for it (same decisions as @orval/zod's generateZodValidationSchemaDefinition) and returns text
// insertions that add what orval leaves out: `.int()` for integers and `.superRefine(...)` for
// uniqueItems, minProperties and if/then/else. Any other validation keyword orval drops fails the
// generation, so a rule in openapi/ either reaches Zod or the build stops.
import ts from 'typescript';

/** Keywords orval translates (or that only annotate). */
const HANDLED = new Set([
  'type',
  'properties',
  'required',
  'items',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'multipleOf',
  'pattern',
  'enum',
  'const',
  'format',
  'default',
  'nullable',
  'allOf',
  'oneOf',
  'anyOf',
  'additionalProperties',
  'discriminator',
  'description',
  'title',
  'examples',
  'example',
  'readOnly',
  'writeOnly',
  'deprecated',
  '$ref',
]);
/** Keywords added here. */
const REFINED = new Set(['uniqueItems', 'minProperties', 'if', 'then', 'else']);
/** Keywords the runtime `matches` of generated/zod-rules.ts understands inside if/then/else. */
const RULE_KEYWORDS = new Set([
  'type',
  'const',
  'enum',
  'required',
  'properties',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'not',
  'anyOf',
  'allOf',
  'if',
  'then',
  'else',
  'description',
  'additionalProperties',
  'x-rule-message',
]);
/** String formats @orval/zod turns into Zod checks (zod 4: z.iso.date(), z.url()...). */
const ORVAL_FORMATS = new Set(['date', 'time', 'date-time', 'email', 'uri', 'hostname', 'uuid', 'binary']);
const WRAPPERS = new Set(['optional', 'nullish', 'nullable', 'default', 'describe']);
const ZOD_TYPES = new Set(['integer', 'number', 'string', 'boolean', 'object', 'null', 'array']);

const isZodCall = (node) =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  ts.isIdentifier(node.expression.expression) &&
  node.expression.expression.text === 'zod';
const methodOf = (node) =>
  ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : undefined;

/** The expression without orval's trailing `.optional()`, `.nullish()`, `.default()`, `.describe()`... */
function core(node) {
  let current = node;
  while (WRAPPERS.has(methodOf(current)) && !isZodCall(current)) current = current.expression.expression;
  return current;
}

/** The `zod.<fn>(...)` call a method chain starts with. */
function head(node) {
  let current = node;
  while (ts.isCallExpression(current) && !isZodCall(current) && ts.isPropertyAccessExpression(current.expression))
    current = current.expression.expression;
  if (!isZodCall(current)) throw new Error(`expected a zod.<fn>() chain, found: ${node.getText().slice(0, 120)}`);
  return current;
}

function zodType(schema) {
  const type = Array.isArray(schema.type) ? schema.type.find((entry) => ZOD_TYPES.has(entry)) : schema.type;
  return type === 'integer' ? 'number' : (type ?? 'any');
}

export class SchemaWalker {
  /** @param {object} bundle the bundled OpenAPI document */
  constructor(bundle) {
    this.bundle = bundle;
    this.edits = [];
    this.helpers = new Set();
  }

  resolve(schema, where) {
    if (!schema?.$ref) return schema;
    const extra = Object.keys(schema).filter(
      (key) => !['$ref', 'description', 'title', 'examples', 'example', 'readOnly', 'writeOnly', 'deprecated'].includes(key),
    );
    if (extra.length) throw new Error(`${where}: orval ignores ${extra.join(', ')} beside $ref; move them into the referenced schema`);
    const target = schema.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce((node, key) => node?.[key], this.bundle);
    if (!target) throw new Error(`${where}: cannot resolve ${schema.$ref}`);
    return this.resolve(target, where);
  }

  /** Inlines $refs of an if/then/else fragment and checks that the runtime helper understands it. */
  ruleFragment(schema, where) {
    const resolved = this.resolve(schema, where);
    if (typeof resolved !== 'object' || resolved === null) return resolved;
    const out = {};
    for (const [key, value] of Object.entries(resolved)) {
      if (!RULE_KEYWORDS.has(key))
        throw new Error(`${where}: keyword "${key}" inside if/then/else is not supported by generated/zod-rules.ts`);
      if (key === 'description') continue;
      if (key === 'properties')
        out[key] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, this.ruleFragment(child, `${where}/${name}`)]));
      else if (['anyOf', 'allOf'].includes(key))
        out[key] = value.map((child, index) => this.ruleFragment(child, `${where}/${key}/${index}`));
      else if (['not', 'if', 'then', 'else'].includes(key)) out[key] = this.ruleFragment(value, `${where}/${key}`);
      else out[key] = value;
    }
    return out;
  }

  refine(schema, node, where) {
    const at = core(node).getEnd();
    const add = (text, helper) => {
      this.edits.push({ at, text });
      if (helper) this.helpers.add(helper);
    };
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (types.includes('integer')) add('.int()');
    if (schema.uniqueItems === true) add('.superRefine(uniqueItems)', 'uniqueItems');
    if (typeof schema.minProperties === 'number') {
      add(
        `.superRefine(minProperties(${schema.minProperties}, ${JSON.stringify(schema['x-rule-message'] ?? `Must have at least ${schema.minProperties} propert${schema.minProperties === 1 ? 'y' : 'ies'}`)}))`,
        'minProperties',
      );
    }
    if (schema.if) {
      const rule = { if: this.ruleFragment(schema.if, `${where}/if`), message: schema['x-rule-message'] ?? 'Invalid value' };
      if (schema.then) rule.then = this.ruleFragment(schema.then, `${where}/then`);
      if (schema.else) rule.else = this.ruleFragment(schema.else, `${where}/else`);
      add(`.superRefine(conditional(${JSON.stringify(rule)}))`, 'conditional');
    }
  }

  /** Records the insertions for `schema`, whose orval Zod expression is `node`. */
  walk(rawSchema, node, where, { body = false } = {}) {
    let schema = this.resolve(rawSchema, where);
    if (body && schema.properties)
      schema = {
        ...schema,
        properties: Object.fromEntries(Object.entries(schema.properties).filter(([, child]) => !this.resolve(child, where).readOnly)),
      };
    for (const key of Object.keys(schema)) {
      if (!HANDLED.has(key) && !REFINED.has(key) && !key.startsWith('x-'))
        throw new Error(`${where}: orval drops "${key}" and no refinement adds it`);
    }
    if (schema.uniqueItems && zodType(schema) !== 'array') throw new Error(`${where}: uniqueItems without type array`);
    if ('const' in schema && zodType(schema) !== 'string') throw new Error(`${where}: orval keeps const only on strings; use enum`);
    if (schema.format && !ORVAL_FORMATS.has(schema.format)) throw new Error(`${where}: orval drops format "${schema.format}"`);
    this.refine(schema, node, where);
    const type = zodType(schema);
    if (type === 'array') {
      if (schema.prefixItems) throw new Error(`${where}: prefixItems is not supported`);
      const call = head(core(node));
      if (schema.items) this.walk(schema.items, call.arguments[0], `${where}/items`);
      return;
    }
    if (type !== 'object' && type !== 'any' && type !== 'null') return;
    const parts = schema.allOf ?? schema.oneOf ?? schema.anyOf;
    if (parts) {
      if (schema.properties)
        throw new Error(`${where}: orval keeps only ${schema.allOf ? 'allOf' : 'oneOf/anyOf'} when properties sit beside it`);
      this.walkParts(schema, parts, node, where);
      return;
    }
    if (schema.properties) {
      const call = head(core(node));
      const literal = call.arguments[0];
      const byName = new Map(literal.properties.map((property) => [property.name.text, property.initializer]));
      for (const [name, child] of Object.entries(schema.properties)) {
        const initializer = byName.get(name);
        if (!initializer) throw new Error(`${where}: orval wrote no property "${name}"`);
        this.walk(child, initializer, `${where}/properties/${name}`);
      }
      return;
    }
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      this.walk(schema.additionalProperties, head(core(node)).arguments[1], `${where}/additionalProperties`);
    }
  }

  walkParts(schema, parts, node, where) {
    const keyword = schema.allOf ? 'allOf' : schema.oneOf ? 'oneOf' : 'anyOf';
    if (keyword === 'allOf') {
      const rest = [];
      let current = core(node);
      for (let index = parts.length - 1; index > 0; index -= 1) {
        if (methodOf(current) !== 'and') throw new Error(`${where}: expected .and() for allOf`);
        rest.unshift(current.arguments[0]);
        current = current.expression.expression;
      }
      [current, ...rest].forEach((child, index) => this.walk(parts[index], child, `${where}/allOf/${index}`));
      return;
    }
    if (parts.length === 1) {
      this.walk(parts[0], node, `${where}/${keyword}/0`);
      return;
    }
    const call = head(core(node));
    call.arguments[0].elements.forEach((child, index) => this.walk(parts[index], child, `${where}/${keyword}/${index}`));
  }
}
