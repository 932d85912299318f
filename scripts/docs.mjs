// `npm run docs`: a static HTML reference of the three documents (Redocly's build-docs, Redoc
// bundled into each page so it opens without a network), with the seeded examples and the
// validation rules (patterns, lengths, enums and the x-pattern-message / x-rule-message texts), in
// dist-api-reference/. `npm start` builds it when the documents changed and the asset server
// serves it at /api-reference/ (README). `--if-stale` builds only when a document changed.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const REFERENCE_DIR = `${root}dist-api-reference`;
const DOCUMENTS = {
  admin: 'Admin API: the client portal and provider staff, per organisation',
  client: "Client API: an organisation's payloads, transfers and account",
  internal: "Internal API: the provider's staff",
};

const source = (document) => `${root}generated/openapi/${document}.yaml`;
const target = (document) => `${REFERENCE_DIR}/${document}.html`;
const stamp = `${REFERENCE_DIR}/.sources`;
const sources = createHash('sha256')
  .update(
    Object.keys(DOCUMENTS)
      .map((document) => readFileSync(source(document), 'utf8'))
      .join('\n'),
  )
  .digest('hex');
const fresh = () =>
  existsSync(stamp) && readFileSync(stamp, 'utf8') === sources && Object.keys(DOCUMENTS).every((document) => existsSync(target(document)));

if (process.argv.includes('--if-stale') && fresh()) process.exit(0);
mkdirSync(REFERENCE_DIR, { recursive: true });
for (const [document, title] of Object.entries(DOCUMENTS)) {
  execFileSync(
    `${root}node_modules/.bin/redocly`,
    [
      'build-docs',
      source(document),
      '-o',
      target(document),
      '--inlineBundle',
      '--title',
      title,
      '--openapi.showExtensions=x-pattern-message,x-rule-message',
      '--openapi.expandResponses=200,201',
      '--openapi.showObjectSchemaExamples=true',
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] },
  );
}
const links = Object.entries(DOCUMENTS)
  .map(([document, title]) => `      <li><a href="${document}.html">${title}</a></li>`)
  .join('\n');
writeFileSync(
  `${REFERENCE_DIR}/index.html`,
  `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Compliance portal API reference</title>
  </head>
  <body>
    <main>
      <h1>Compliance portal API reference</h1>
      <p>The three OpenAPI documents of the contract, with their seeded examples and validation rules.</p>
      <ul>
${links}
      </ul>
    </main>
  </body>
</html>
`,
);
writeFileSync(stamp, sources);
console.log(`docs: the API reference is in ${REFERENCE_DIR}/ (index.html, ${Object.keys(DOCUMENTS).join('.html, ')}.html)`);
