// The parts of the outside world the portal talks to besides the API: the identity provider's
// authorize page (it bounces straight back to the portal with a 36-character code), the media
// store that pre-signed s3_url links point at (with byte ranges, so players can seek), the offline
// map base layer (mocks/maps), and the API reference `npm run docs` builds (/api-reference/). It
// listens on the loopback interface only, and answers a malformed request with a 4xx instead of
// stopping.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { randomUUID } from 'node:crypto';
import { ports } from './ports.mjs';

const mediaRoot = new URL('./media/', import.meta.url).pathname;
const mapsRoot = new URL('./maps/', import.meta.url).pathname;
const referenceRoot = new URL('../dist-api-reference/', import.meta.url).pathname;
const types = {
  '.geojson': 'application/geo+json',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.zip': 'application/zip',
  '.txt': 'text/plain',
  '.html': 'text/html; charset=utf-8',
};

const refuse = (response, status, message) => response.writeHead(status, { 'content-type': 'text/plain' }).end(message);

/** The portal's own origins (the dev server and the build on nginx over HTTP and HTTPS, by name and address). */
function portalOrigins(portalPorts = [ports.dev, ports.preview, ports.previewHttps]) {
  return new Set(
    portalPorts.flatMap((port) =>
      ['http', 'https'].flatMap((scheme) => ['localhost', '127.0.0.1'].map((host) => `${scheme}://${host}:${port}`)),
    ),
  );
}

/** The sign-in page of the portal that `redirect` names, or undefined when it is not one of `origins`. */
function portalAddress(redirect, origins) {
  if (!redirect || !URL.canParse(redirect)) return undefined;
  const target = new URL(redirect);
  return origins.has(target.origin) && !target.username && !target.password ? target : undefined;
}

function authorize(url, response, origins) {
  const target = portalAddress(url.searchParams.get('redirect_uri'), origins);
  if (!target) {
    refuse(response, 400, 'redirect_uri must be an address of the portal');
    return;
  }
  target.searchParams.set('code', randomUUID());
  const state = url.searchParams.get('state');
  if (state) target.searchParams.set('state', state);
  response.writeHead(302, { location: target.toString(), 'cache-control': 'no-store' }).end();
}

/** The size of the regular file `name` names under `root`, or undefined (outside it, a folder, missing, or a malformed name). */
function fileIn(root, name) {
  let file;
  try {
    file = normalize(join(root, decodeURIComponent(name)));
  } catch {
    return undefined;
  }
  if (!file.startsWith(root) || file.includes('\0')) return undefined;
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats?.isFile() ? { file, size: stats.size } : undefined;
}

/** Streams a file, ending the answer if the file cannot be read after all. */
function stream(file, response, range) {
  createReadStream(file, range)
    .on('error', () => response.destroy())
    .pipe(response);
}

function serveFile(url, request, response, root, prefix) {
  const found = fileIn(root, url.pathname.slice(prefix.length));
  if (!found) {
    refuse(response, 404, 'not found');
    return;
  }
  const { file, size } = found;
  const headers = {
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    'accept-ranges': 'bytes',
    'access-control-allow-origin': '*',
  };
  if (url.searchParams.get('action') === 'download') headers['content-disposition'] = `attachment; filename="${file.split('/').pop()}"`;
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  if (!range) {
    response.writeHead(200, { ...headers, 'content-length': size });
    stream(file, response);
    return;
  }
  const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
  if (start >= size || start > end) {
    response.writeHead(416, { ...headers, 'content-range': `bytes */${size}` }).end();
    return;
  }
  response.writeHead(206, { ...headers, 'content-range': `bytes ${start}-${end}/${size}`, 'content-length': end - start + 1 });
  stream(file, response, { start, end });
}

function route(request, response, origins) {
  const target = request.url ?? '/';
  if (!target.startsWith('/') || target.startsWith('//') || !URL.canParse(target, 'http://assets')) {
    refuse(response, 400, 'malformed request target');
    return;
  }
  const url = new URL(target, 'http://assets');
  if (url.pathname === '/oauth2/authorize') authorize(url, response, origins);
  else if (url.pathname.startsWith('/media/')) serveFile(url, request, response, mediaRoot, '/media/');
  else if (url.pathname.startsWith('/maps/')) serveFile(url, request, response, mapsRoot, '/maps/');
  else if (url.pathname.startsWith('/api-reference/')) {
    if (url.pathname.endsWith('/')) url.pathname += 'index.html';
    serveFile(url, request, response, referenceRoot, '/api-reference/');
  } else refuse(response, 404, 'not found');
}

/**
 * Starts the asset server on 127.0.0.1:`port`; resolves with the listening server. The sign-in
 * sends the browser back only to the portal's own origins (`portalPorts`: the dev server's and the
 * preview's by default).
 */
export function startAssetServer(port, { portalPorts } = {}) {
  const origins = portalOrigins(portalPorts);
  const server = createServer((request, response) => {
    try {
      route(request, response, origins);
    } catch (error) {
      console.error('asset server:', error);
      if (!response.headersSent) refuse(response, 500, 'the request could not be answered');
      else response.destroy();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
