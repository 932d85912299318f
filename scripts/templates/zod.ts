/**
 * Zod as the portal uses it: configured, through Zod's public `config()`, before any schema
 * exists. Every value import of Zod goes through this module (ESLint `no-restricted-imports`, and
 * scripts/zod-lean.mjs for the generated schemas), so no schema is created before it has run.
 * `jitless`: Zod would compile a parser for each object schema with `new Function` on its first
 * parse. The portal parses each schema a few times at most, so the compile costs more than it
 * saves, and without eval the Content-Security-Policy needs no 'unsafe-eval'.
 */
import { config } from 'zod';

config({ jitless: true });

export * from 'zod';
