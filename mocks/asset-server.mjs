// The parts of the outside world the portal talks to besides the API: the identity provider's
// authorize page (it bounces straight back with a 36-character code) and the media store that
// pre-signed s3_url links point at (with byte ranges, so players can seek), the offline map
// base layer (mocks/maps), and the API reference `npm run docs` builds (/api-reference/).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { randomUUID } from 'node:crypto';

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

function authorize(url, response) {
  const redirect = url.searchParams.get('redirect_uri');
  if (!redirect) {
    response.writeHead(400, { 'content-type': 'text/plain' }).end('redirect_uri is required');
    return;
  }
  const target = new URL(redirect);
  target.searchParams.set('code', randomUUID());
  const state = url.searchParams.get('state');
  if (state) target.searchParams.set('state', state);
  response.writeHead(302, { location: target.toString(), 'cache-control': 'no-store' }).end();
}

function serveFile(url, request, response, root, prefix) {
  const file = normalize(join(root, decodeURIComponent(url.pathname.slice(prefix.length))));
  if (!file.startsWith(root) || !existsSync(file)) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  const size = statSync(file).size;
  const headers = {
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    'accept-ranges': 'bytes',
    'access-control-allow-origin': '*',
  };
  if (url.searchParams.get('action') === 'download') headers['content-disposition'] = `attachment; filename="${file.split('/').pop()}"`;
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  if (!range) {
    response.writeHead(200, { ...headers, 'content-length': size });
    createReadStream(file).pipe(response);
    return;
  }
  const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
  if (start >= size || start > end) {
    response.writeHead(416, { ...headers, 'content-range': `bytes */${size}` }).end();
    return;
  }
  response.writeHead(206, { ...headers, 'content-range': `bytes ${start}-${end}/${size}`, 'content-length': end - start + 1 });
  createReadStream(file, { start, end }).pipe(response);
}

export function startAssetServer(port) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://localhost:${port}`);
    if (url.pathname === '/oauth2/authorize') authorize(url, response);
    else if (url.pathname.startsWith('/media/')) serveFile(url, request, response, mediaRoot, '/media/');
    else if (url.pathname.startsWith('/maps/')) serveFile(url, request, response, mapsRoot, '/maps/');
    else if (url.pathname.startsWith('/api-reference/')) {
      if (url.pathname.endsWith('/')) url.pathname += 'index.html';
      serveFile(url, request, response, referenceRoot, '/api-reference/');
    } else response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
