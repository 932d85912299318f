/** See breaking-changes.mjs. */
export interface BrokenOperation {
  method: string;
  path: string;
  rules: string[];
}
export declare function opticDiff(before: string, after: string): Promise<{ passed: boolean; output: string }>;
export declare function brokenOperations(output: string): BrokenOperation[];
export declare function changelogSection(changelog: string, document: string, version: string): string | undefined;
export declare function judge(input: {
  document: string;
  released: { info?: { version?: string }; paths?: Record<string, unknown> };
  current: { info?: { version?: string }; paths?: Record<string, unknown> };
  broken: BrokenOperation[];
  changelog: string;
}): { allowed: boolean; problems: string[] };
export declare function readYaml(file: string): { info?: { version?: string }; paths?: Record<string, unknown> };
