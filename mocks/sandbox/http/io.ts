// Reading a JSON request body and sending a JSON answer, for the sandbox's HTTP server.
import type { IncomingMessage, ServerResponse } from 'node:http';

const MEDIA_DEFAULT = 'http://localhost:4013/media/';

/** The request's JSON body, or undefined when it has none. */
export async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (!chunks.length) return undefined;
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return undefined;
  return JSON.parse(text);
}

/** Sends `body` as JSON (none for undefined); the seeded media links point at `mediaBase`. */
export function send(response: ServerResponse, status: number, body: unknown, mediaBase = MEDIA_DEFAULT): void {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  let text = JSON.stringify(body);
  if (mediaBase !== MEDIA_DEFAULT) text = text.replaceAll(MEDIA_DEFAULT, mediaBase);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) }).end(text);
}
