import type { Server } from 'node:http';

/**
 * Serves /oauth2/authorize (redirects back to the portal with a 36-character code), /media/* and
 * /maps/* on 127.0.0.1:`port`.
 */
export declare function startAssetServer(port: number, options?: { portalPorts?: number[] }): Promise<Server>;
