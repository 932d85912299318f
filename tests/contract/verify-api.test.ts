// `npm run verify-api` on the sandbox. The good sandbox, with every conformance scenario
// (tests/contract/sandbox/scenarios) on top of the read-only walk: every scenario runs to its end
// and every served operation conforms. The broken sandbox (mocks/sandbox/broken.ts), through the
// command line with the sign-in code flow: it names exactly the three broken operations and exits 1.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAssetServer } from '../../mocks/asset-server.mjs';
import { BROKEN_OPERATIONS } from '../../mocks/sandbox/broken';
import type { DocumentName } from '../../mocks/sandbox/contract';
import { HANDLERS } from '../../mocks/sandbox/handlers';
import { operationIds } from '../../mocks/sandbox/routes';
import { startSandbox } from '../../mocks/sandbox/server';
import { UNSERVED } from '../../mocks/sandbox/unserved';
import type { VerifyReport } from '../../scripts/verify-api/report';
import { verifyApi } from '../../scripts/verify-api/run';
import { SCENARIOS } from './sandbox/scenarios';
import { freePort } from './support/prism';

const root = new URL('../../', import.meta.url).pathname;
const DOCUMENTS: DocumentName[] = ['admin', 'client', 'internal'];
const servers: Server[] = [];

/** The port the command line's sign-in waits for its code on: the one address the mock identity provider sends it to. */
let callbackPort: number;

/** A sandbox and the mock identity provider its sign-in URL names, on free ports. */
async function sandbox(broken: boolean): Promise<Record<DocumentName, string>> {
  const [port, assetsPort] = [await freePort(), await freePort()];
  servers.push(await startAssetServer(assetsPort, { portalPorts: [callbackPort] }));
  servers.push(await startSandbox({ port, world: { size: 'standard', clock: 'fixed' }, broken, assetsPort }));
  return Object.fromEntries(DOCUMENTS.map((document) => [document, `http://127.0.0.1:${port}/${document}`])) as Record<
    DocumentName,
    string
  >;
}

interface CommandLine {
  code: number;
  stdout: string;
  report: VerifyReport;
  junit: string;
}

async function verifyOnCommandLine(urls: Record<DocumentName, string>): Promise<CommandLine> {
  const out = mkdtempSync(join(tmpdir(), 'verify-api-'));
  const args = ['scripts/verify-api.mjs', '--admin', urls.admin, '--client', urls.client, '--internal', urls.internal];
  args.push('--org', 'acme', '--sign-in', '--callback-port', String(callbackPort), '--out', out);
  const { code, stdout } = await new Promise<{ code: number; stdout: string }>((resolve) => {
    execFile(process.execPath, args, { cwd: root, maxBuffer: 10_000_000 }, (error, output, errors) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout: `${output}${errors}` }),
    );
  });
  if (!existsSync(`${out}/verify-api.json`)) throw new Error(`verify-api wrote no report (exit ${code}):\n${stdout}`);
  return {
    code,
    stdout,
    report: JSON.parse(readFileSync(`${out}/verify-api.json`, 'utf8')),
    junit: readFileSync(`${out}/verify-api.junit.xml`, 'utf8'),
  };
}

let good: VerifyReport;
let broken: CommandLine;

// Both runs start three Prism proxies and read every list of a sandbox; the good one also runs
// every scenario. Together they take minutes on a busy machine.
beforeAll(async () => {
  callbackPort = await freePort();
  [good, broken] = await Promise.all([
    sandbox(false).then((urls) =>
      verifyApi({
        urls,
        org: 'acme',
        signIn: { kind: 'sandbox' },
        writes: true,
        sandboxWorlds: true,
        pageSize: 25,
        maxPages: 4,
        sample: 2,
        log: () => undefined,
      }),
    ),
    sandbox(true).then(verifyOnCommandLine),
  ]);
}, 600_000);

afterAll(async () => {
  await Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    ),
  );
});

const operationOf = (report: VerifyReport, operationId: string) =>
  report.operations.find((operation) => operation.operationId === operationId);

describe('the sandbox through the Prism proxies, as verify-api sees it', () => {
  it.each(SCENARIOS.map((scenario) => scenario.name))('%s', (name) => {
    expect(good.scenarios.find((scenario) => scenario.name === name)).toEqual({ name, passed: true });
  });

  it('every served operation conforms', () => {
    const served = DOCUMENTS.flatMap((document) => Object.keys(HANDLERS[document]));
    const verdicts = good.operations.filter((operation) => served.includes(operation.operationId));
    expect(verdicts.filter((operation) => operation.verdict !== 'conforms')).toEqual([]);
    expect(verdicts).toHaveLength(served.length);
  });

  it.each(DOCUMENTS)('every %s operation is served or listed as unserved with a reason', (document) => {
    const served = Object.keys(HANDLERS[document]);
    const unserved = Object.keys(UNSERVED[document]);
    expect([...served, ...unserved].sort()).toEqual(operationIds(document).sort());
    expect(served.filter((operationId) => unserved.includes(operationId))).toEqual([]);
  });
});

describe('the broken sandbox on the command line', () => {
  it('names exactly the three broken operations and exits 1', () => {
    const failing = broken.report.operations
      .filter((operation) => operation.verdict === 'breaks the contract' || operation.verdict === 'not implemented')
      .map((operation) => [operation.operationId, operation.verdict]);
    expect(failing.sort()).toEqual([
      ['getDashboard', 'not implemented'],
      ['getDevice', 'breaks the contract'],
      ['listTags', 'breaks the contract'],
    ]);
    expect(Object.keys(BROKEN_OPERATIONS).sort()).toEqual(failing.map(([operationId]) => operationId));
    expect(broken.code, broken.stdout).toBe(1);
    expect(broken.stdout).toContain(
      'verify-api: 3 operation(s) fail the contract: getDashboard (not implemented), getDevice (breaks the contract), listTags (breaks the contract)',
    );
  });

  it("gives Prism's violations and the upstream 501 that Prism hid", () => {
    expect(operationOf(broken.report, 'getDevice')?.details.join('\n')).toContain("Response body must have required property 'group'");
    expect(operationOf(broken.report, 'listTags')?.details.join('\n')).toContain('count must be integer');
    expect(operationOf(broken.report, 'getDashboard')?.details.join('\n')).toContain('the deployment answered 501 (Prism answered 200');
  });

  it('signs in with the code flow and writes JUnit XML with a failure per broken operation', () => {
    expect([operationOf(broken.report, 'exchangeToken')?.verdict, operationOf(broken.report, 'exchangeStaffToken')?.verdict]).toEqual([
      'conforms',
      'conforms',
    ]);
    expect([...broken.junit.matchAll(/<failure /g)]).toHaveLength(3);
    expect(broken.junit).toContain(
      '<testcase classname="verify-api.admin" name="getDevice (GET /api/v1/{client}/devices/{device_reference})"><failure',
    );
  });
});
