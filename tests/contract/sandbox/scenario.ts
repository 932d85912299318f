import type { Sandbox } from './harness';

/** One conformance scenario: a list, a write read back, an error path. Runs in a world of its own. */
export interface Scenario {
  name: string;
  run: (api: Sandbox) => Promise<void>;
}
