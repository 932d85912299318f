import type { Server } from 'node:http';

/** Starts the guard on 127.0.0.1:`port`, in front of Prism on 127.0.0.1:`prismPort`; resolves with the listening server. */
export declare function startPrismGuard(port: number, prismPort: number): Promise<Server>;
