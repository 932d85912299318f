/** See preview-tls.mjs. */
export declare const previewUsesHttps: () => boolean;
export declare const previewHttps: () => { key: Buffer; cert: Buffer } | undefined;
