// A pass-through proxy between Prism and the deployment that notes the deployment's own status of
// every call: Prism's proxy answers an upstream 501 with the document's example (stoplightio/prism
// #1963, #2553), so only the status seen here tells that an operation is not implemented.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { DocumentName } from '../../mocks/sandbox/contract';

/** The header that numbers each call; Prism forwards it, the recorder takes it off. */
export const CALL_HEADER = 'x-verify-call';
const DROPPED_REQUEST = new Set(['host', 'connection', 'content-length', 'transfer-encoding', CALL_HEADER]);
const DROPPED_RESPONSE = new Set(['connection', 'content-length', 'content-encoding', 'transfer-encoding', 'keep-alive']);

export type UpstreamStatus = number | 'unreachable';

export interface Recorder {
  /** Where Prism sends a document's calls. */
  url: (document: DocumentName) => string;
  /** The deployment's status of a call, or undefined when the call never reached it (Prism refused the request). */
  status: (call: string) => UpstreamStatus | undefined;
  stop: () => Promise<void>;
}

async function body(request: IncomingMessage): Promise<ArrayBuffer | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (!chunks.length) return undefined;
  const buffer = Buffer.concat(chunks);
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
}

/** Starts the recorder in front of the deployment's three base URLs. */
export async function startRecorder(upstreams: Record<DocumentName, string>): Promise<Recorder> {
  const statuses = new Map<string, UpstreamStatus>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://recorder');
    const [, document = '', ...rest] = url.pathname.split('/');
    const base = upstreams[document as DocumentName];
    const call = String(request.headers[CALL_HEADER] ?? '');
    if (!base) {
      response.writeHead(404).end();
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        (entry): entry is [string, string] => !DROPPED_REQUEST.has(entry[0]) && typeof entry[1] === 'string',
      ),
    );
    body(request)
      .then((payload) =>
        fetch(`${base.replace(/\/$/, '')}/${rest.join('/')}${url.search}`, {
          method: request.method,
          headers,
          body: payload,
          redirect: 'manual',
        }),
      )
      .then(async (upstream) => {
        if (call) statuses.set(call, upstream.status);
        const text = Buffer.from(await upstream.arrayBuffer());
        const kept = [...upstream.headers].filter(([name]) => !DROPPED_RESPONSE.has(name));
        response.writeHead(upstream.status, Object.fromEntries(kept)).end(text);
      })
      .catch((error: unknown) => {
        if (call) statuses.set(call, 'unreachable');
        response.writeHead(502, { 'content-type': 'text/plain' }).end(`verify-api could not reach the deployment: ${String(error)}`);
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: (document) => `http://127.0.0.1:${port}/${document}`,
    status: (call) => statuses.get(call),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
