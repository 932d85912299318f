// The build as nginx serves it (scripts/lib/nginx.mjs, the configuration of deploy/nginx/): graded
// with Mozilla's HTTP Observatory rules over TLS, no source map or build file published, and
// hostile requests refused. The routing rules and the headers of each kind of answer are held in
// detail by tests/contract/web-server.test.ts.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from './support/fixtures';

const run = promisify(execFile);

interface Graded {
  path: string;
  status: number;
  grade: string;
  score: number;
  failed: string[];
}

test('/, /sign-in, a signed-in screen and an address with no page all grade A+ over TLS', async () => {
  // The scanner fetches each page over HTTP (the redirect) and HTTPS: a budget per page.
  test.setTimeout(120_000);
  const { stdout } = await run(process.execPath, ['scripts/observatory.mjs', '--json']).catch((error: { stdout: string }) => error);
  const graded = JSON.parse(stdout) as Graded[];
  expect(graded.map(({ path, status }) => [path, status])).toEqual([
    ['/', 200],
    ['/sign-in', 200],
    ['/dashboard/services/calls', 200],
    ['/no-such-page', 404],
  ]);
  for (const page of graded)
    expect({ path: page.path, grade: page.grade, failed: page.failed }).toEqual({ path: page.path, grade: 'A+', failed: [] });
});

test('no source map, manifest or build file outside the web root is published', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url());
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Cookies' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(await (await request.get(script)).text()).not.toContain('sourceMappingURL');
    expect((await request.get(`${script}.map`)).status()).toBe(404);
  }
  for (const path of ['/.vite/manifest.json', '/manifest.json', '/../package.json', '/..%2fpackage.json', '/%2e%2e/%2e%2e/etc/passwd'])
    expect((await request.get(path)).status(), path).toBeGreaterThanOrEqual(400);
});

test('only GET and HEAD reach the portal’s files', async ({ request }) => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) expect((await request.fetch('/sign-in', { method })).status(), method).toBe(405);
});
