/** Adds the `<operationId>__<reference>` variants to the bundled document at `file`; returns how many. */
export declare function injectExampleVariants(document: 'admin' | 'client' | 'internal', file: string): number;
