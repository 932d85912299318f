/** See wait-for-port.mjs: resolves once 127.0.0.1:`port` accepts connections. */
export declare function waitForPort(
  port: number,
  options: { timeoutMs: number; retryMs?: number; stopped?: () => string | undefined; timedOut: () => string },
): Promise<void>;
