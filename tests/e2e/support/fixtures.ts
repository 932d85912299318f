// The fixture every end-to-end spec runs under:
// - `world`: each test gets a sandbox world of its own (the `sandbox_world` cookie), seeded afresh,
//   so tests never see each other's writes and can assert exact outcomes, even after a reload;
// - `guard`: fails the test when the mock API's referee (Prism) finds an answer that breaks the
//   contract (`sl-violations`), refuses a request the portal sent (Prism's own 422), or answers
//   5xx, and when the page logs an error, throws, or opens a dialog (alert() from injected text);
//   the question before leaving unsaved changes (beforeunload) is answered Leave. The portal is
//   served by nginx with its Content-Security-Policy (scripts/lib/nginx.mjs): a page of it without
//   the policy, or anything the policy refuses, fails the test too.
import { randomUUID } from 'node:crypto';
import { test as base, expect } from '@playwright/test';
import { ports } from '../../../mocks/ports.mjs';

export const ORIGIN = `http://localhost:${ports.preview}`;
export const WORLD_COOKIE = 'sandbox_world';

export interface Guard {
  /** Console errors matching `pattern` are expected in this test. */
  allowConsole(pattern: RegExp): void;
  /** Answers with this status (for example a deliberate 500) are expected in this test. */
  allowStatus(status: number): void;
  /**
   * CSP violations raised by code the test itself runs in the page are not the portal's: axe-core
   * copies a shadow root's styles into style elements of its own to read them. Such code has no
   * source file; the portal's always has one (its files, or the page for the HTML's own elements).
   */
  allowCspFromTestScripts(): void;
}

/** Chromium logs every 4xx answer as a console error; the portal handles those itself. */
const RESOURCE_4XX = /^Failed to load resource: the server responded with a status of 4\d\d/;
/** How Chromium reports what the Content-Security-Policy refused. */
const CSP_REFUSAL = /violates the following Content Security Policy directive/;

export const test = base.extend<{ world: string; guard: Guard }>({
  world: [
    async ({ context }, use, testInfo) => {
      const world = `e2e-${testInfo.workerIndex}-${randomUUID()}`;
      await context.addCookies([{ name: WORLD_COOKIE, value: world, url: ORIGIN }]);
      await use(world);
    },
    { auto: true },
  ],
  guard: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const allowedConsole: RegExp[] = [RESOURCE_4XX];
      const allowedStatus = new Set<number>();
      let cspFromTestScripts = false;
      await context.exposeBinding('reportCspViolation', (_source, violation: { text: string; sourceFile: string }) => {
        if (!(cspFromTestScripts && !violation.sourceFile)) problems.push(`CSP violation: ${violation.text}`);
      });
      await context.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          (window as unknown as { reportCspViolation(violation: { text: string; sourceFile: string }): void }).reportCspViolation({
            text: `${event.effectiveDirective} refused ${event.blockedURI || 'an inline resource'} on ${location.pathname} (${event.sourceFile}:${event.lineNumber}): ${event.sample}`,
            sourceFile: event.sourceFile,
          }),
        ),
      );
      context.on('response', (response) => {
        const url = new URL(response.url());
        if (response.request().resourceType() === 'document' && url.origin === ORIGIN && !response.headers()['content-security-policy'])
          problems.push(`no Content-Security-Policy on ${response.url()}`);
        if (!url.pathname.startsWith('/mock/')) return;
        const where = `${response.request().method()} ${response.url()}`;
        const violations = response.headers()['sl-violations'];
        if (violations) problems.push(`contract violation: ${where}: ${violations}`);
        else if (response.status() >= 500 && !allowedStatus.has(response.status()))
          problems.push(`${response.status()} from the mock API: ${where}`);
        else if (response.status() === 422 && response.headers()['content-type']?.includes('problem+json'))
          problems.push(`Prism refused the request: ${where}`);
      });
      context.on('weberror', (error) => problems.push(`page error: ${error.error().message}`));
      context.on('console', (message) => {
        if (message.type() !== 'error' || allowedConsole.some((pattern) => pattern.test(message.text()))) return;
        if (cspFromTestScripts && CSP_REFUSAL.test(message.text()) && !message.location().url) return;
        problems.push(`console error: ${message.text()}`);
      });
      context.on('dialog', (dialog) => {
        // Leaving a form with unsaved changes asks first (beforeunload); the test leaves, as a user would.
        if (dialog.type() === 'beforeunload') return void dialog.accept();
        problems.push(`dialog: ${dialog.message()}`);
        void dialog.dismiss();
      });
      await use({
        allowConsole: (pattern) => allowedConsole.push(pattern),
        allowStatus: (status) => allowedStatus.add(status),
        allowCspFromTestScripts: () => (cspFromTestScripts = true),
      });
      expect(problems, 'the page and the mock API stayed clean').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Starts the test's world again, grown to `size` (for example a few hundred payloads, so a list
 * has several pages). Call it before the first page of the test loads.
 */
export async function growWorld(world: string, size: { devices: number; payloads: number }): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${ports.sandbox}/__sandbox/world`, {
    method: 'PUT',
    headers: { 'x-sandbox-world': world, 'content-type': 'application/json' },
    body: JSON.stringify({ size }),
  });
  expect(response.status, 'the sandbox took the world options').toBe(204);
}

export { expect };
