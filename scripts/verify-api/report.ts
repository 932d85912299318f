// The verifier's report: a table on the terminal, JUnit XML for CI (one test case per operation:
// a failure when it breaks the contract or is not implemented, skipped when not reached) and JSON.
import type { OperationReport, Verdict } from './classify';

export interface ScenarioResult {
  name: string;
  passed: boolean;
  error?: string;
}

export interface VerifyReport {
  target: Record<string, string>;
  mode: 'read-only' | 'writes';
  operations: OperationReport[];
  scenarios: ScenarioResult[];
}

const VERDICTS: Verdict[] = ['conforms', 'breaks the contract', 'not implemented', 'not reached'];

export const failing = (report: VerifyReport) =>
  report.operations.filter((operation) => operation.verdict === 'breaks the contract' || operation.verdict === 'not implemented');

/** The per-operation table and the counts, as printed. */
export function table(report: VerifyReport): string {
  const widths = [8, 30, 19];
  const row = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join('  ');
  const lines = [row(['document', 'operation', 'verdict']) + '  details', row(widths.map((width) => '-'.repeat(width))) + '  -------'];
  for (const operation of report.operations)
    lines.push(`${row([operation.document, operation.operationId, operation.verdict])}  ${operation.details.join(' | ')}`.trimEnd());
  const counts = VERDICTS.map((verdict) => `${report.operations.filter((operation) => operation.verdict === verdict).length} ${verdict}`);
  lines.push('', `${report.operations.length} operations: ${counts.join(', ')} (${report.mode})`);
  const stopped = report.scenarios.filter((scenario) => !scenario.passed);
  if (report.scenarios.length)
    lines.push(`${report.scenarios.length - stopped.length} of ${report.scenarios.length} scenarios ran to the end`);
  for (const scenario of stopped) lines.push(`  stopped: ${scenario.name}: ${scenario.error ?? ''}`);
  return lines.join('\n');
}

const xml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[character] ?? character,
  );

/** JUnit XML: a suite per document, a case per operation. */
export function junit(report: VerifyReport): string {
  const suites = [...new Set(report.operations.map((operation) => operation.document))].map((document) => {
    const cases = report.operations.filter((operation) => operation.document === document);
    const failures = cases.filter((operation) => operation.verdict === 'breaks the contract' || operation.verdict === 'not implemented');
    const skipped = cases.filter((operation) => operation.verdict === 'not reached');
    const body = cases.map((operation) => {
      const name = `${operation.operationId} (${operation.method} ${operation.path})`;
      const details = xml(operation.details.join('\n'));
      const inner =
        operation.verdict === 'conforms'
          ? ''
          : operation.verdict === 'not reached'
            ? `<skipped message="${xml(operation.details[0] ?? 'not reached')}"/>`
            : `<failure message="${operation.verdict}" type="${operation.verdict}">${details}</failure>`;
      return `    <testcase classname="verify-api.${document}" name="${xml(name)}">${inner}</testcase>`;
    });
    return `  <testsuite name="verify-api ${document}" tests="${cases.length}" failures="${failures.length}" skipped="${skipped.length}">\n${body.join('\n')}\n  </testsuite>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="verify-api">\n${suites.join('\n')}\n</testsuites>\n`;
}
