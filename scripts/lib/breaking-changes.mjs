// The breaking-change gate's parts: Optic's breaking-changes ruleset compares a document with its
// released version (`optic diff --check`); a change it fails is allowed only when the document's
// `info.version` moves to a new major and CHANGELOG.md names every broken operation in that
// version's section.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';

const root = new URL('../..', import.meta.url).pathname;
const optic = `${root}node_modules/@useoptic/optic/build/index.js`;
const standard = `${root}openapi/released/optic-standard.yml`;
// Under CI, Optic writes ci-run-details.json into its working directory; keep it out of the checkout.
const workDirectory = `${root}.cache/optic`;

/** Runs `optic diff before after --check` with the breaking-changes ruleset; resolves with its verdict and text. */
export function opticDiff(before, after) {
  mkdirSync(workDirectory, { recursive: true });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [optic, 'diff', before, after, '--check', '--standard', standard], {
      cwd: workDirectory,
      env: { ...process.env, OPTIC_TELEMETRY_LEVEL: 'off', FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ passed: code === 0, output: output.replace(/\n*Rerun this command with the --web flag.*\n?/, '\n').trimEnd() }),
    );
  });
}

/** The operations Optic failed (`x GET /path:` headings) with the rule messages under each. */
export function brokenOperations(output) {
  const broken = [];
  let current;
  for (const line of output.split('\n')) {
    const heading = /^x (GET|PUT|POST|DELETE|PATCH|HEAD|OPTIONS) (\S+):(?: \w+)?\s*$/.exec(line);
    if (heading) {
      current = { method: heading[1], path: heading[2], rules: [] };
      broken.push(current);
      continue;
    }
    const rule = /^\s*x (\[[^\]]+\].*)$/.exec(line);
    if (rule && current) current.rules.push(rule[1]);
  }
  return broken;
}

const major = (version) => Number(/^(\d+)\./.exec(String(version ?? ''))?.[1] ?? NaN);

/** The lines of CHANGELOG.md under the heading `## <document> <version>` (up to the next `## `). */
export function changelogSection(changelog, document, version) {
  const lines = changelog.split('\n');
  const heading = new RegExp(`^##\\s+${document}\\b.*\\b${version.replaceAll('.', '\\.')}\\b`, 'i');
  const start = lines.findIndex((line) => heading.test(line));
  if (start < 0) return undefined;
  const end = lines.findIndex((line, index) => index > start && /^##\s/.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

function operationIdOf(doc, method, path) {
  return doc?.paths?.[path]?.[method.toLowerCase()]?.operationId;
}

/**
 * Whether a document's breaking changes are allowed: none, or a new major `info.version` with a
 * CHANGELOG.md section for it that names each broken operation (`GET /path` or its operationId).
 */
export function judge({ document, released, current, broken, changelog }) {
  if (!broken.length) return { allowed: true, problems: [] };
  const before = released.info?.version;
  const after = current.info?.version;
  const problems = [];
  if (!(major(after) > major(before))) {
    problems.push(`${document}: breaking changes need a new major info.version (released ${before}, now ${after})`);
    return { allowed: false, problems };
  }
  const section = changelogSection(changelog, document, String(after));
  if (!section) problems.push(`${document}: CHANGELOG.md has no section "## ${document} ${after}" naming the breaking changes`);
  else
    for (const { method, path } of broken) {
      const operationId = operationIdOf(released, method, path);
      if (!section.includes(`${method} ${path}`) && !(operationId && section.includes(operationId)))
        problems.push(
          `${document}: CHANGELOG.md's "${document} ${after}" section does not name ${method} ${path}${operationId ? ` (${operationId})` : ''}`,
        );
    }
  return { allowed: problems.length === 0, problems };
}

export const readYaml = (file) => parse(readFileSync(file, 'utf8'));
