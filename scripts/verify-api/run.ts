// `npm run verify-api`'s engine: Prism's proxy (`prism proxy --errors`) in front of each of the
// deployment's documents, the recorder between them, the read-only walk, and with `writes` the
// conformance scenarios of tests/contract/sandbox (create, update, delete), then a verdict per
// operation.
import { mintTokens, type Identity } from '../../mocks/sandbox/auth/tokens';
import type { DocumentName } from '../../mocks/sandbox/contract';
import { USERS } from '../../tests/contract/sandbox/scenario';
import { SCENARIOS } from '../../tests/contract/sandbox/scenarios';
import { bundleFile } from '../../tests/contract/support/documents';
import { startPrism, type RunningPrism } from '../../tests/contract/support/prism';
import { classify } from './classify';
import { NotReached, VerifyClient, type Auth, type Observation } from './client';
import { startRecorder } from './recorder';
import type { ScenarioResult, VerifyReport } from './report';
import { signIn } from './sign-in';
import { walk } from './walk';

export type SignIn =
  /** The sandbox's own unsigned tokens, for any user. */
  | { kind: 'sandbox' }
  /** The code flow through the deployment's identity provider (a client user, and staff when the internal document is verified). */
  | { kind: 'code'; callbackPort?: number }
  /** Id tokens given (VERIFY_API_TOKEN, VERIFY_API_STAFF_TOKEN). */
  | { kind: 'tokens'; client?: string | undefined; staff?: string | undefined };

export interface VerifyOptions {
  /** Base URLs of the deployment's documents; a document without one is not verified. */
  urls: Partial<Record<DocumentName, string>>;
  /** The organisation (`{client}` of the admin document); with `writes`, a scratch one. */
  org: string;
  signIn: SignIn;
  writes: boolean;
  /** Give the walk and each scenario a fresh sandbox world (`x-sandbox-world`). */
  sandboxWorlds: boolean;
  pageSize: number;
  maxPages: number;
  sample: number;
  log: (line: string) => void;
}

function tokenAuth(org: string, client: string | undefined, staff: string | undefined): Auth {
  return {
    token(identity: Identity) {
      const token =
        identity.client === 'admin' ? staff : identity.client === org && identity.user === USERS.acmeAdmin.user ? client : undefined;
      if (token) return token;
      throw new NotReached(`no token for ${identity.client === 'admin' ? 'provider staff' : identity.user}`);
    },
  };
}

async function runScenarios(api: VerifyClient, options: VerifyOptions, run: string): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  const queue = SCENARIOS.map((scenario, index) => ({ scenario, index }));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { scenario, index } = next;
      try {
        await scenario.run(api.inWorld(options.sandboxWorlds ? `${run}-${index}` : undefined));
        results.push({ name: scenario.name, passed: true });
      } catch (error) {
        results.push({ name: scenario.name, passed: false, error: error instanceof Error ? error.message.split('\n')[0] : String(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: options.sandboxWorlds ? 4 : 1 }, worker));
  return SCENARIOS.map((scenario) => results.find((result) => result.name === scenario.name) as ScenarioResult);
}

/** Verifies a deployment against the contract; resolves with a verdict per operation. */
export async function verifyApi(options: VerifyOptions): Promise<VerifyReport> {
  const documents = (['admin', 'client', 'internal'] as const).filter((document) => options.urls[document]);
  const recorder = await startRecorder(options.urls as Record<DocumentName, string>);
  const prisms: RunningPrism[] = [];
  try {
    for (const document of documents) prisms.push(await startPrism(bundleFile(document), recorder.url(document)));
    const prism = Object.fromEntries(documents.map((document, index) => [document, prisms[index]?.url ?? ''])) as Record<
      DocumentName,
      string
    >;
    const observations: Observation[] = [];
    const run = `verify-${Date.now().toString(36)}`;
    const context = { prism, recorder, observations, org: options.org, world: options.sandboxWorlds ? `${run}-read` : undefined };
    let auth: Auth = { token: (identity) => mintTokens(identity).id_token };
    if (options.signIn.kind === 'tokens') auth = tokenAuth(options.org, options.signIn.client, options.signIn.staff);
    if (options.signIn.kind === 'code') {
      const anonymous = new VerifyClient({ ...context, auth: tokenAuth(options.org, undefined, undefined) });
      const { callbackPort } = options.signIn;
      const client = await signIn(anonymous, options.org, false, options.log, callbackPort);
      const staff = documents.includes('internal') ? await signIn(anonymous, options.org, true, options.log, callbackPort) : undefined;
      auth = tokenAuth(options.org, client, staff);
    }
    const api = new VerifyClient({ ...context, auth });
    const walked = documents.filter((document) => {
      try {
        api.token(document === 'internal' ? USERS.staff : USERS.acmeAdmin);
        return true;
      } catch {
        return false;
      }
    });
    options.log(`verify-api: reading every list, detail and sub-resource of ${walked.join(', ')}…`);
    const unreached = await walk(api, walked, options);
    for (const document of documents.filter((entry) => !walked.includes(entry))) unreached.set(`${document}:*`, 'no token for its user');
    let scenarios: ScenarioResult[] = [];
    if (options.writes) {
      options.log(`verify-api: running the ${SCENARIOS.length} create, update and delete scenarios…`);
      scenarios = await runScenarios(api, options, run);
    }
    const operations = classify(documents, observations, unreached).map((operation) =>
      operation.verdict === 'not reached' && operation.calls === 0 && !unreached.has(operation.operationId)
        ? {
            ...operation,
            details: [
              !walked.includes(operation.document)
                ? 'no token for the document’s user'
                : operation.method === 'GET' || options.writes
                  ? 'no scenario calls it'
                  : 'a write: read-only run (pass --writes with a scratch organisation)',
            ],
          }
        : operation,
    );
    return { target: options.urls as Record<string, string>, mode: options.writes ? 'writes' : 'read-only', operations, scenarios };
  } finally {
    await Promise.all(prisms.map((prism) => prism.stop()));
    await recorder.stop();
  }
}
