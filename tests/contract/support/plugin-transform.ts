import type { TransformPluginContext } from 'rolldown';
import type { Plugin } from 'vite';

/** The code a build plugin's transform hook makes of `code` in the module `id`, or undefined when it leaves the module alone. */
export function transformedCode(plugin: Plugin, code: string, id: string): string | undefined {
  const hook = plugin.transform as (this: TransformPluginContext, code: string, id: string) => { code: string } | null;
  return hook.call({} as TransformPluginContext, code, id)?.code;
}
