/** See setup.mjs: what the tests import of it. */
export declare const NGINX: string;
export declare const BROTLI_STATIC_MODULE: string;
