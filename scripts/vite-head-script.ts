import { createHash } from 'node:crypto';
import { dirname } from 'node:path';
import { build } from 'rolldown';
import type { Plugin } from 'vite';

const HEAD_START = 'src/boot/head-start.ts';

const compiled = new Map<string, Promise<string>>();

/** src/boot/head-start.ts of the project in `root` (ending in /), compiled to one minified script: the same text for the same source. */
export function headScript(root: string): Promise<string> {
  if (!compiled.has(root))
    compiled.set(
      root,
      build({
        input: `${root}${HEAD_START}`,
        platform: 'browser',
        resolve: { alias: { '@': `${root}src` } },
        write: false,
        output: { format: 'iife', minify: true, codeSplitting: false },
        logLevel: 'warn',
      }).then(({ output }) => output[0].code.trim()),
    );
  return compiled.get(root)!;
}

/** The CSP hash source that allows the head script (scripts/nginx/headers.ts). */
export const headScriptHash = async (root: string): Promise<string> =>
  `'sha256-${createHash('sha256')
    .update(await headScript(root))
    .digest('base64')}'`;

/**
 * Writes the head script inline into index.html's head, after the title, so it runs before the
 * first paint of every page made from it (the shell, the pre-rendered pages, the loading frames).
 */
export function inlineHeadScript(): Plugin {
  let root = '';
  return {
    name: 'portal-inline-head-script',
    configResolved(config) {
      // Only the portal's own page; pages built elsewhere with this config (the budget's hello page, the benchmarks') have none.
      root = config.configFile && dirname(config.configFile) === config.root ? `${config.root}/` : '';
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html, { filename }) {
        if (!root || filename !== `${root}index.html`) return html;
        if (!html.includes('</title>')) throw new Error('index.html has no <title> for the head script to follow');
        const script = await headScript(root);
        return html.replace('</title>', () => `</title>\n    <script>${script}</script>`);
      },
    },
  };
}
