import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { ports } from '../../../mocks/ports.mjs';

/** Where the monitoring sink listens: the portal's Content-Security-Policy (connect-src) must allow it in the e2e setup. */
export const RUM_SINK_ORIGIN = `http://127.0.0.1:${ports.rumSink}`;

export interface RumSink {
  /** Every batch received, as sent (decompressed): the text a monitoring service would store. */
  batches: string[];
  /** Every event of every batch, with its details and metadata parsed. */
  events(): { type: string; details: Record<string, unknown>; metadata: Record<string, unknown> }[];
  close(): Promise<void>;
}

/**
 * A stand-in for the monitoring service on 127.0.0.1: takes aws-rum-web's batches (unsigned, by
 * fetch, gzip or not, or by beacon) and keeps them. It answers the browser's CORS preflight.
 */
export async function startRumSink(): Promise<RumSink> {
  const batches: string[] = [];
  const server: Server = createServer((request, response) => {
    const headers = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'content-type, content-encoding',
    };
    if (request.method === 'OPTIONS') return void response.writeHead(204, headers).end();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      batches.push((request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'));
      response.writeHead(200, headers).end('{}');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(ports.rumSink, '127.0.0.1', resolve);
  });
  return {
    batches,
    events: () =>
      batches.flatMap((batch) =>
        (JSON.parse(batch) as { RumEvents: { type: string; details: string; metadata: string }[] }).RumEvents.map((event) => ({
          type: event.type,
          details: JSON.parse(event.details) as Record<string, unknown>,
          metadata: JSON.parse(event.metadata) as Record<string, unknown>,
        })),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
