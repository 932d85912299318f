/** See setup.mjs. */
export declare const root: string;
export declare const CHROMIUM: string;
export declare function ensurePackages(): boolean;
export declare function ensureDebianPackages(packages: readonly string[], provides: readonly string[]): boolean;
export declare function ensureChromium(): boolean;
export declare const NGINX: string;
export declare const BROTLI_STATIC_MODULE: string;
