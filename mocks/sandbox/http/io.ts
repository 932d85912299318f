// Reading a JSON request body and sending a JSON answer, for the sandbox's HTTP server.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The asset server as the seed and the sign-in URL name it; answers name the one running. */
const ASSETS_DEFAULT = 'http://localhost:4013/';

/** The request's JSON body, or undefined when it has none. */
export async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (!chunks.length) return undefined;
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return undefined;
  return JSON.parse(text);
}

/** Sends `body` as JSON (none for undefined); links to the asset server point at `assetsBase`. */
export function send(response: ServerResponse, status: number, body: unknown, assetsBase = ASSETS_DEFAULT): void {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  let text = JSON.stringify(body);
  if (assetsBase !== ASSETS_DEFAULT) text = text.replaceAll(ASSETS_DEFAULT, assetsBase);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) }).end(text);
}
