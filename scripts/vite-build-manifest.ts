import type { Plugin } from 'vite';

/**
 * Gives every production build an id (`__BUILD_ID__` in the app) and writes the manifests the app
 * polls for updates: builds/latest.json and builds/meta/{buildId}.json.
 */
export function buildManifest(buildId: string, builtAt = new Date().toISOString()): Plugin {
  return {
    name: 'portal-build-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entries = Object.values(bundle)
        .filter((file) => file.type === 'chunk' && file.isEntry)
        .map((file) => file.fileName);
      const latest = { id: buildId, timestamp: builtAt };
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: `${JSON.stringify(latest)}\n` });
      this.emitFile({
        type: 'asset',
        fileName: `builds/meta/${buildId}.json`,
        source: `${JSON.stringify({ ...latest, entries }, null, 2)}\n`,
      });
    },
  };
}
