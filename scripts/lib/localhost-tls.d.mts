/** See localhost-tls.mjs. */
export declare function localhostCertificate(): { certificate: string; key: string };
