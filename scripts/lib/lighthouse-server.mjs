// A build served for `npm run lighthouse`: the mocks and nginx (scripts/serve.mjs preview) for one
// build folder, pinned to the machine's last core, and a sign-in through its form.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { availableParallelism } from 'node:os';
import { chromium } from '@playwright/test';
import basePorts from '../../mocks/ports.json' with { type: 'json' };
import { root } from './setup.mjs';

/**
 * Serves the build in `distDir` with its own mocks, ports shifted by `portOffset`; `host` names the
 * origin (a second build on 127.0.0.1 keeps its cookies apart from one on localhost). Resolves once
 * it answers, with its origin and a function that stops it (resolving once it has).
 */
export async function serveBuild({ distDir, portOffset, host, http2, env }) {
  const port = http2 ? basePorts.previewHttps + portOffset : basePorts.preview + portOffset;
  const origin = `${http2 ? 'https' : 'http'}://${host}:${port}`;
  // nginx and the mock answer the page's requests while Chromium runs it: on their own core,
  // their work does not lengthen the page's tasks in the trace Lighthouse simulates from.
  const lastCore = availableParallelism() - 1;
  const pinned = lastCore > 0 && existsSync('/usr/bin/taskset') ? ['/usr/bin/taskset', '-c', String(lastCore)] : [];
  const command = [...pinned, process.execPath, `${root}scripts/serve.mjs`, 'preview'];
  const server = spawn(command[0], command.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, SERVE_QUIET: '1', DIST_DIR: distDir, PORT_OFFSET: String(portOffset) },
  });
  const answers = () =>
    new Promise((resolve) =>
      (http2 ? httpsGet : httpGet)(`${origin}/`, { rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      }).on('error', () => resolve(false)),
    );
  for (let attempt = 0; !(await answers()); attempt += 1) {
    if (server.exitCode !== null || attempt > 240) throw new Error(`no server for ${distDir} on ${origin}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  /** Resolves once the server has stopped, its ports free for the next. */
  const stop = () =>
    new Promise((resolve) => {
      if (server.exitCode !== null || server.signalCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  return { origin, stop };
}

/** Signs in to acme through the sign-in form (accepting the terms if asked) and returns the first call's detail path. */
export async function signInThroughTheUi(cdpPort, origin) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${origin}/sign-in`);
  await page.getByLabel('Organisation').fill('acme');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const accept = page.getByRole('button', { name: 'Accept' });
  const dashboard = page.getByRole('heading', { level: 1, name: 'Dashboard' });
  await accept.or(dashboard).first().waitFor();
  if (await accept.isVisible()) await accept.click();
  await dashboard.waitFor();
  await page.goto(`${origin}/dashboard/services/calls`);
  const firstCall = page.locator('main a[href^="/dashboard/services/calls/"]').first();
  await firstCall.waitFor();
  const detail = await firstCall.getAttribute('href');
  await page.close();
  await browser.close();
  return detail;
}

/**
 * The builds of `order` in server places from `portOffset` on: the first place on localhost, the
 * second on 127.0.0.1, so the two keep their cookies apart.
 */
export const servedInPlaces = (order, portOffset) =>
  order.map((distDir, place) => ({
    name: distDir,
    distDir,
    portOffset: portOffset + 100 * place,
    host: place ? '127.0.0.1' : 'localhost',
  }));

/**
 * How `rounds` of a comparison of `names` are measured: one build alone in one pass; two builds in
 * two passes with their places swapped, half the rounds each, because an A/A comparison (one build
 * in both places) measured the first place lighter by more than most changes weigh (docs/performance.md).
 */
export const passesInBothPlaces = (names, rounds) =>
  names.length < 2
    ? [{ order: names, rounds }]
    : [
        { order: names, rounds: Math.ceil(rounds / 2) },
        { order: [...names].reverse(), rounds: Math.floor(rounds / 2) },
      ].filter((pass) => pass.rounds > 0);

/** The builds in the order round `round` measures them: A, B, then B, A, so each goes first in as many rounds. */
export const inRoundOrder = (builds, round) => (round % 2 ? [...builds].reverse() : builds);
