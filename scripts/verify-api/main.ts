// `npm run verify-api`: checks a deployment of the API against the contract (see README, "Verifying
// a backend"). Prints a table of verdicts, writes JUnit XML and JSON, exits 1 when an operation
// breaks the contract or is not implemented.
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ports } from '../../mocks/ports.mjs';
import { failing, junit, table } from './report';
import { verifyApi, type SignIn } from './run';

const { values } = parseArgs({
  options: {
    admin: { type: 'string' },
    client: { type: 'string' },
    internal: { type: 'string' },
    org: { type: 'string' },
    'sign-in': { type: 'boolean', default: false },
    'callback-port': { type: 'string', default: '0' },
    sandbox: { type: 'boolean', default: false },
    writes: { type: 'boolean', default: false },
    out: { type: 'string', default: '.cache/verify-api' },
    'page-size': { type: 'string', default: '25' },
    'max-pages': { type: 'string', default: '4' },
    sample: { type: 'string', default: '2' },
  },
});

const local = (document: string) => `http://127.0.0.1:${ports.sandbox}/${document}`;
const urls = {
  admin: values.admin ?? (values.sandbox ? local('admin') : undefined),
  client: values.client ?? (values.sandbox ? local('client') : undefined),
  internal: values.internal ?? (values.sandbox ? local('internal') : undefined),
};
const org = values.org ?? (values.sandbox ? 'acme' : undefined);
if (!urls.admin || !urls.client || !org) {
  console.error('verify-api: give --admin URL --client URL [--internal URL] --org NAME, or --sandbox (see README)');
  process.exit(2);
}
if (values.writes && !values.sandbox && !values.org) {
  console.error('verify-api: --writes needs --org naming a scratch organisation');
  process.exit(2);
}
const signIn: SignIn = values['sign-in']
  ? { kind: 'code', callbackPort: Number(values['callback-port']) }
  : values.sandbox
    ? { kind: 'sandbox' }
    : { kind: 'tokens', client: process.env.VERIFY_API_TOKEN, staff: process.env.VERIFY_API_STAFF_TOKEN };

const report = await verifyApi({
  urls,
  org,
  signIn,
  writes: values.writes,
  sandboxWorlds: values.sandbox,
  pageSize: Number(values['page-size']),
  maxPages: Number(values['max-pages']),
  sample: Number(values.sample),
  log: (line) => console.log(line),
});
mkdirSync(values.out, { recursive: true });
writeFileSync(`${values.out}/verify-api.json`, `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(`${values.out}/verify-api.junit.xml`, junit(report));
console.log(`\n${table(report)}\n\nwritten: ${values.out}/verify-api.json, ${values.out}/verify-api.junit.xml`);
const broken = failing(report);
console.log(
  broken.length
    ? `\nverify-api: ${broken.length} operation(s) fail the contract: ${broken.map((operation) => `${operation.operationId} (${operation.verdict})`).join(', ')}`
    : '\nverify-api: every operation reached conforms to the contract',
);
process.exit(broken.length ? 1 : 0);
