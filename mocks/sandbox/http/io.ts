// Reading a JSON request body and sending a JSON answer, for the sandbox's HTTP server.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { badRequest, HttpError } from './errors';

/** The asset server as the seed and the sign-in URL name it; answers name the one running. */
const ASSETS_DEFAULT = 'http://localhost:4013/';
/** Larger request bodies are refused (413); the contract's largest is a few kilobytes. */
const BODY_LIMIT = 5 * 1024 * 1024;

/** The request's JSON body (undefined when empty); 413 past the limit, once the body has been read; 400 when it is not JSON. */
export function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    request.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length <= BODY_LIMIT) chunks.push(chunk);
    });
    request.on('error', reject);
    request.on('end', () => {
      if (length > BODY_LIMIT) return reject(new HttpError(413, `The body is larger than ${BODY_LIMIT} bytes`));
      const text = Buffer.concat(chunks).toString('utf8');
      if (!text.trim()) return resolve(undefined);
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(badRequest('The body is not valid JSON'));
      }
    });
  });
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
