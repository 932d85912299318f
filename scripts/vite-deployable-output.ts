import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Where a build keeps what it must not publish: the source maps and Vite's manifest (`dist` -> `dist-meta`). */
export const metaDirOf = (outDir: string): string => `${outDir}-meta`;

/** Text files nginx serves precompressed (scripts/nginx/headers.ts `static.conf`); HTML gets a nonce per answer, so it is compressed as it is sent. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
const SMALLEST_WORTH_COMPRESSING = 1024;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

function moveInto(target: string, file: string, from: string): void {
  const destination = join(target, relative(from, file));
  mkdirSync(dirname(destination), { recursive: true });
  renameSync(file, destination);
}

/**
 * After the build and its pre-render: the source maps (hidden, no file names them) and Vite's
 * manifest go to `{outDir}-meta/` for error monitoring and the bundle budget, so that `{outDir}/` is
 * exactly what a web server publishes; every text file there gets a gzip and a brotli copy beside it.
 */
export function deployableOutput(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal-deployable-output',
    apply: (config, env) => env.command === 'build' && !env.isSsrBuild && config.build?.write !== false,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        // Only the portal's own build; pages built elsewhere with this config (the budget's hello page) keep theirs.
        if (!config.configFile || dirname(config.configFile) !== config.root) return;
        const outDir = resolve(config.root, config.build.outDir);
        // Not after a failed build: it wrote nothing, and its own error is the one to read.
        if (!existsSync(`${outDir}/.vite/manifest.json`)) return;
        const metaDir = metaDirOf(outDir);
        rmSync(metaDir, { recursive: true, force: true });
        for (const file of filesUnder(outDir).filter((path) => path.endsWith('.map'))) moveInto(`${metaDir}/sourcemaps`, file, outDir);
        moveInto(metaDir, `${outDir}/.vite/manifest.json`, `${outDir}/.vite`);
        rmSync(`${outDir}/.vite`, { recursive: true, force: true });
        for (const file of filesUnder(outDir)) {
          if (!COMPRESSIBLE.test(file) || statSync(file).size < SMALLEST_WORTH_COMPRESSING) continue;
          const content = readFileSync(file);
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
          writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        }
      },
    },
  };
}
