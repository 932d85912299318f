// The breaking-change gate (scripts/check-breaking-changes.mjs) on a fixture pair of documents
// holding one change of every breaking kind: Optic must name each, and the gate must refuse them
// until info.version moves to a new major and CHANGELOG.md names every broken operation.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { brokenOperations, judge, opticDiff, readYaml, type BrokenOperation } from '../../scripts/lib/breaking-changes.mjs';

const fixtures = new URL('./fixtures/breaking-changes/', import.meta.url).pathname;
const released = readYaml(`${fixtures}before.yaml`);
const current = readYaml(`${fixtures}after.yaml`);
let output = '';
let broken: BrokenOperation[] = [];

beforeAll(async () => {
  const result = await opticDiff(`${fixtures}before.yaml`, `${fixtures}after.yaml`);
  expect(result.passed).toBe(false);
  output = result.output;
  broken = brokenOperations(output);
}, 120_000);

const rulesOf = (operation: string) => broken.find((entry) => `${entry.method} ${entry.path}` === operation)?.rules.join('\n') ?? '';
const CHANGELOG = `# Changelog\n\n## x 2.0.0\n\n- removed deleteThing\n- PUT /things/{id} answers 201\n- GET /things/{id} and GET /things lose weight, GET /things takes owner\n`;

describe('Optic finds every kind of breaking change in the fixture pair', () => {
  it.each([
    ['a removed operation', 'DELETE /things/{id}', '[prevent operation removal] cannot remove an operation'],
    ['a removed response field', 'GET /things/{id}', "[prevent removing response property] cannot remove response property 'weight'"],
    ['a new required parameter', 'GET /things', '[prevent new required query parameters] cannot add required query parameter owner'],
    ['a narrowed type', 'GET /things', "[prevent query parameters type changes] expected query parameter 'label' not be narrowed"],
    ['a narrowed enum', 'GET /things', "[prevent query parameters enum breaking changes] cannot remove enum option 'blue'"],
    ['a changed status code', 'PUT /things/{id}', '[prevent response status code removal] must not remove response status code 200'],
  ])('%s (%s)', (_kind, operation, rule) => {
    expect(rulesOf(operation), output).toContain(rule);
  });

  it('a document with only additions passes', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'breaking-changes-'));
    const added = structuredClone(released) as { paths: Record<string, Record<string, { parameters?: unknown[] }>> };
    added.paths['/things']?.get?.parameters?.push({ name: 'sort', in: 'query', required: false, schema: { type: 'string' } });
    writeFileSync(`${directory}/after.yaml`, stringify(added));
    const result = await opticDiff(`${fixtures}before.yaml`, `${directory}/after.yaml`);
    expect(result.passed, result.output).toBe(true);
    expect(brokenOperations(result.output)).toEqual([]);
  }, 120_000);
});

describe('the gate allows breaking changes only with a new major version and a changelog naming them', () => {
  it('refuses them in a minor version', () => {
    const verdict = judge({ document: 'x', released, current, broken, changelog: CHANGELOG });
    expect(verdict).toEqual({
      allowed: false,
      problems: ['x: breaking changes need a new major info.version (released 1.4.0, now 1.5.0)'],
    });
  });

  it('allows them in a new major version whose changelog section names every broken operation', () => {
    const major = { ...current, info: { ...current.info, version: '2.0.0' } };
    expect(judge({ document: 'x', released, current: major, broken, changelog: CHANGELOG })).toEqual({ allowed: true, problems: [] });
  });

  it('names the operations the changelog leaves out, and a missing section', () => {
    const major = { ...current, info: { ...current.info, version: '2.0.0' } };
    const partial = CHANGELOG.replace('- removed deleteThing\n', '');
    expect(judge({ document: 'x', released, current: major, broken, changelog: partial }).problems).toEqual([
      `x: CHANGELOG.md's "x 2.0.0" section does not name DELETE /things/{id} (deleteThing)`,
    ]);
    expect(judge({ document: 'x', released, current: major, broken, changelog: '# Changelog\n' }).problems).toEqual([
      'x: CHANGELOG.md has no section "## x 2.0.0" naming the breaking changes',
    ]);
  });
});
