import { connect } from 'node:net';

/**
 * Resolves once something accepts connections on 127.0.0.1:`port`, trying every `retryMs`. Rejects
 * with `stopped()`'s text as soon as it returns one (the server's process has ended), or with
 * `timedOut()`'s after `timeoutMs`.
 */
export function waitForPort(port, { timeoutMs, retryMs = 100, stopped = () => undefined, timedOut }) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const why = stopped();
      if (why) return reject(new Error(why));
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(timedOut()));
        else setTimeout(attempt, retryMs);
      });
    };
    attempt();
  });
}
