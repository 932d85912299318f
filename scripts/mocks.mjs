// `npm run mocks`: the sandbox, its Prism proxies and the asset server in the foreground; Ctrl+C
// stops them. `npm run mocks stop` stops a run left behind; `npm run mocks reset` puts the running
// sandbox's default world back to its seed; `--large` seeds 100,000 payloads; `--broken` breaks
// three answers on purpose (mocks/sandbox/broken.ts), to try `npm run verify-api` on.
import { resetWorld, startMocks, ports, stopStale } from '../mocks/servers.mjs';

const command = process.argv[2];
if (command === 'stop') {
  stopStale();
  process.exit(0);
}
if (command === 'reset') {
  await resetWorld(process.argv[3]);
  console.log(`mocks: the sandbox on :${ports.sandbox} starts again from its seed`);
  process.exit(0);
}
const size = process.argv.includes('--large') ? 'large' : 'standard';
const broken = process.argv.includes('--broken') || process.env.SANDBOX_BROKEN === '1';
const stop = await startMocks({ quiet: false, world: { size, clock: 'now' }, broken });
console.log(
  `mocks: admin :${ports.admin}, client :${ports.client}, internal :${ports.internal} (Prism proxies), sandbox :${ports.sandbox}, assets :${ports.assets}${broken ? ' (broken on purpose: getDevice, listTags, getDashboard)' : ''}`,
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await stop();
    process.exit(0);
  });
}
