// One verdict per operation from every call observed: breaks the contract (Prism's sl-violations),
// not implemented (the deployment answered 501 or 405, 404 where the verifier built the path from
// records it had read, or could not be reached), conforms (a success answer and no violation), or
// not reached (never called, or only error answers such as 403).
import { operations, type DocumentName } from '../../tests/contract/support/documents';
import type { Observation } from './client';

export type Verdict = 'conforms' | 'breaks the contract' | 'not implemented' | 'not reached';

export interface OperationReport {
  document: DocumentName;
  operationId: string;
  method: string;
  path: string;
  verdict: Verdict;
  /** Calls made to the operation. */
  calls: number;
  details: string[];
}

const unique = (lines: string[], most = 8) => [...new Set(lines)].slice(0, most);

function notImplemented(observation: Observation): string | undefined {
  const { upstream, expected, call } = observation;
  if (upstream === 'unreachable') return `${call}: the deployment could not be reached`;
  if (upstream === 501) return `${call}: the deployment answered 501 (Prism answered ${observation.status} with the document's example)`;
  if (upstream === 405) return `${call}: the deployment refused the method (405)`;
  if (upstream === 404 && !expected) return `${call}: 404 on the route, for a path built from records the deployment listed`;
  return undefined;
}

/** The verdict of one operation. */
export function judgeOperation(observed: Observation[], unreached: string | undefined): Pick<OperationReport, 'verdict' | 'details'> {
  const violations = observed.filter((observation) => observation.violations.length);
  if (violations.length)
    return {
      verdict: 'breaks the contract',
      details: unique(violations.flatMap((observation) => observation.violations.map((violation) => `${violation} (${observation.call})`))),
    };
  const missing = unique(observed.map(notImplemented).filter((line): line is string => Boolean(line)));
  if (missing.length) return { verdict: 'not implemented', details: missing };
  const reached = observed.filter((observation) => observation.upstream !== undefined);
  const refused = observed.length - reached.length;
  const notes = refused ? [`Prism refused ${refused} request(s) before the deployment (the request broke the contract)`] : [];
  if (reached.some((observation) => observation.status < 300)) return { verdict: 'conforms', details: notes };
  const statuses = unique(reached.map((observation) => String(observation.status)));
  const reason = statuses.length ? `answered only ${statuses.join(', ')}` : (unreached ?? 'no call reached it');
  return { verdict: 'not reached', details: [reason, ...notes] };
}

/** A report line for every operation of the documents. */
export function classify(documents: DocumentName[], observations: Observation[], unreached: Map<string, string>): OperationReport[] {
  return documents.flatMap((document) =>
    operations(document).map((info) => {
      const operationId = info.operation.operationId;
      const observed = observations.filter((observation) => observation.document === document && observation.operationId === operationId);
      return {
        document,
        operationId,
        method: info.method.toUpperCase(),
        path: info.path,
        calls: observed.length,
        ...judgeOperation(observed, unreached.get(operationId)),
      };
    }),
  );
}
