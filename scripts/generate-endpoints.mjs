// Tables derived from the bundled documents: pattern -> message for the Zod error map, and the
// endpoint metadata the mutator uses (auth or not, which response schema checks the data).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

function collectPatternMessages(node, into, where) {
  if (Array.isArray(node)) {
    node.forEach((child, index) => collectPatternMessages(child, into, `${where}/${index}`));
    return;
  }
  if (!node || typeof node !== 'object') return;
  if (typeof node.pattern === 'string' && typeof node['x-pattern-message'] === 'string') {
    const known = into.get(node.pattern);
    if (known && known.message !== node['x-pattern-message']) {
      throw new Error(
        `pattern ${node.pattern} has two messages: "${known.message}" (${known.where}) and "${node['x-pattern-message']}" (${where})`,
      );
    }
    into.set(node.pattern, { message: node['x-pattern-message'], where });
  }
  for (const [key, child] of Object.entries(node)) collectPatternMessages(child, into, `${where}/${key}`);
}

const camel = (text) => text.replace(/[-_\s]+(.)?/g, (_, next) => (next ? next.toUpperCase() : ''));
const kebab = (text) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function endpoints(bundle) {
  const list = [];
  for (const [path, item] of Object.entries(bundle.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const security = operation.security ?? bundle.security ?? [];
      const success = Object.keys(operation.responses ?? {}).find((code) => code.startsWith('2'));
      const hasBody = Boolean(success && operation.responses[success]?.content?.['application/json']);
      list.push({
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId,
        tag: operation.tags?.[0] ?? 'default',
        auth: security.length > 0,
        hasBody,
        success: Number(success),
        errors: Object.keys(operation.responses ?? {})
          .filter((code) => /^[45]\d\d$/.test(code))
          .map(Number),
      });
    }
  }
  return list.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** orval's Zod output has a response schema only for 200 answers; 201 bodies go unchecked. */
function exportsSchema(root, document, tagFile, schema) {
  const file = `${root}generated/${document}/zod/${tagFile}/${tagFile}.ts`;
  return existsSync(file) && readFileSync(file, 'utf8').includes(`export const ${schema} =`);
}

function endpointModule(root, document, bundle, header) {
  const rows = endpoints(bundle).map((endpoint) => {
    const pattern = `^${endpoint.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`;
    const schema = `${camel(endpoint.operationId)}Response`;
    const tagFile = kebab(endpoint.tag);
    const response =
      endpoint.hasBody && exportsSchema(root, document, tagFile, schema)
        ? `() => import('./zod/${tagFile}/${tagFile}').then((module) => module.${schema})`
        : 'undefined';
    return `  { method: '${endpoint.method}', path: '${endpoint.path}', pattern: /${pattern.replaceAll('/', '\\/')}/, operationId: '${endpoint.operationId}', auth: ${endpoint.auth}, response: ${response} },`;
  });
  return `// ${header(document, 'scripts/generate-endpoints.mjs')}
import type { EndpointMeta } from '../../src/api/endpoint-meta';

export const endpoints: readonly EndpointMeta[] = [
${rows.join('\n')}
];
`;
}

/** generated/<document>/operation-schemas.ts: the Zod schemas of each operation's request, for the mock sandbox. */
function operationSchemaModule(root, document, bundle, header) {
  const modules = new Set();
  const rows = endpoints(bundle).map((endpoint) => {
    const tagFile = kebab(endpoint.tag);
    const alias = camel(tagFile);
    const parts = [
      ['path', `${camel(endpoint.operationId)}Params`],
      ['query', `${camel(endpoint.operationId)}QueryParams`],
      ['body', `${camel(endpoint.operationId)}Body`],
    ].filter(([, schema]) => exportsSchema(root, document, tagFile, schema));
    if (parts.length) modules.add(`import * as ${alias} from './zod/${tagFile}/${tagFile}';`);
    const fields = [
      `status: ${endpoint.success}`,
      `errors: [${endpoint.errors.join(', ')}]`,
      ...parts.map(([part, schema]) => `${part}: ${alias}.${schema}`),
    ].join(', ');
    return `  ${endpoint.operationId}: { ${fields} },`;
  });
  return `// ${header(document, 'scripts/generate-endpoints.mjs')}
${[...modules].sort().join('\n')}

/** operationId -> its success status, declared error statuses and the Zod schemas of its path parameters, query parameters and JSON body. */
export const operationSchemas = {
${rows.sort().join('\n')}
} as const;
`;
}

/** Writes generated/pattern-messages.ts, generated/<document>/endpoints.ts and operation-schemas.ts. */
export function writeEndpointTables(root, bundles, header) {
  const messages = new Map();
  for (const [document, bundle] of Object.entries(bundles)) {
    collectPatternMessages(bundle, messages, document);
    mkdirSync(`${root}generated/${document}`, { recursive: true });
    writeFileSync(`${root}generated/${document}/endpoints.ts`, endpointModule(root, document, bundle, header));
    writeFileSync(`${root}generated/${document}/operation-schemas.ts`, operationSchemaModule(root, document, bundle, header));
  }
  const entries = [...messages.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pattern, { message }]) => `  [${JSON.stringify(pattern)}, ${JSON.stringify(message)}],`);
  writeFileSync(
    `${root}generated/pattern-messages.ts`,
    `// Generated by scripts/generate-endpoints.mjs from the x-pattern-message extensions of openapi/*.yaml. Do not edit: run \`npm run generate\`.
/** Regex source -> the exact message of spec section 5. */
export const patternMessages: ReadonlyMap<string, string> = new Map([
${entries.join('\n')}
]);
`,
  );
}
