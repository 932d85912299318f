// A guard in front of each Prism proxy, on the document's public port. Prism 5.14 stops altogether
// on a request whose path holds a malformed percent-encoding (its path-parameter matcher throws
// outside its error handling), and the releases after it need Node 24. The guard answers such a
// request, and one whose sandbox world cookie does not decode (the sandbox would refuse it with a
// status the operation does not declare), with a 400, and passes every other request to Prism as
// it came.
import { createServer, request as forward } from 'node:http';

const refuse = (response, status, message) => {
  const body = JSON.stringify({ error_code: status, message });
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body);
};

/** The headers without those of one connection (Connection, Keep-Alive), which a proxy does not pass on. */
const withoutHopByHop = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'connection' && name !== 'keep-alive'));

/** Whether every percent-encoded part of `text` decodes to UTF-8. */
function decodes(text) {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

const WORLD_COOKIE = /(?:^|;\s*)sandbox_world=([^;]*)/;

/** Why Prism must not see a request, or undefined when it may: its target is not a path, or a part of it or the world cookie does not decode. */
function malformed(request) {
  const target = request.url ?? '/';
  if (!target.startsWith('/') || target.startsWith('//')) return 'The request target is not a path';
  const [path = '', query = ''] = target.split(/\?(.*)/s);
  if (!path.split('/').every(decodes)) return 'The path is not valid percent-encoded UTF-8';
  if (!query.split(/[&=]/).every(decodes)) return 'The query is not valid percent-encoded UTF-8';
  const world = WORLD_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  if (world !== undefined && !decodes(world)) return 'The sandbox_world cookie is not valid percent-encoded UTF-8';
  return undefined;
}

/**
 * Starts the guard on 127.0.0.1:`port`, in front of Prism on 127.0.0.1:`prismPort`; resolves with
 * the listening server.
 */
export function startPrismGuard(port, prismPort) {
  const server = createServer((request, response) => {
    const reason = malformed(request);
    if (reason) {
      request.resume();
      refuse(response, 400, reason);
      return;
    }
    // A connection per request: a kept-alive one that Prism closes as it is reused would fail the request.
    const upstream = forward(
      {
        host: '127.0.0.1',
        port: prismPort,
        method: request.method,
        path: request.url,
        headers: withoutHopByHop(request.headers),
        agent: false,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, withoutHopByHop(answer.headers));
        answer.on('error', () => response.destroy());
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (response.headersSent) response.destroy();
      else refuse(response, 502, 'The mock API (Prism) did not answer');
    });
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
