/** See zod-without-descriptions.mjs: generated Zod source without its `.describe('…')` calls. */
export declare function withoutDescriptions(text: string, fileName?: string): string;
export declare function stripZodDescriptions(root: string, documents: readonly string[]): number;
