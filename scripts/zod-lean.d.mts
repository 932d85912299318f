/** See zod-lean.mjs: generated Zod source that is cheap to load. */
export declare function withoutDescriptions(text: string, fileName?: string): string;
export declare function withLazyFields(text: string, fileName?: string): string;
export declare function leanZodSchemas(root: string, documents: readonly string[]): number;
