import type { Server } from 'node:http';

/** Serves /oauth2/authorize (redirects back with a 36-character code) and /media/* on `port`. */
export declare function startAssetServer(port: number): Promise<Server>;
