// Zod compiles a parser for each object schema with `new Function` on its first parse. The portal
// parses each answer's schema a few times at most, so the compile is the larger cost (the calls
// list's first answer parses markedly faster without it; later parses take the same), and without
// eval a Content-Security-Policy needs no 'unsafe-eval'. Zod reads `jitless` as it creates each
// object schema, from the configuration it shares on globalThis (zod/v4/core/core.js): setting it
// there from the entry, before any schema exists, costs the first route no Zod code.
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(shared.__zod_globalConfig ??= {}).jitless = true;
