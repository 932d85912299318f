// `npm run mocks`: the three Prism mocks and the asset server in the foreground; Ctrl+C stops them.
import { startMocks, ports, stopStale } from '../mocks/servers.mjs';

if (process.argv[2] === 'stop') {
  stopStale();
  process.exit(0);
}
const stop = await startMocks({ quiet: false });
console.log(`mocks: admin :${ports.admin}, client :${ports.client}, internal :${ports.internal}, assets :${ports.assets}`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await stop();
    process.exit(0);
  });
}
