// Serves the catalogue's static build (apps/catalogue/dist, `npm run catalogue:build`) on
// 127.0.0.1:CATALOGUE_PORT (6106), for the catalogue's Playwright suite. Files only, no listing.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('./dist', import.meta.url));
const port = Number(process.env.CATALOGUE_PORT ?? 6106);
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.ico': 'image/svg+xml', '.woff2': 'font/woff2', '.png': 'image/png' };

function fileOf(pathname) {
  const path = normalize(join(root, decodeURIComponent(pathname)));
  if (!path.startsWith(root)) return null;
  try {
    const stat = statSync(path);
    if (stat.isFile()) return path;
    if (stat.isDirectory()) return statSync(join(path, 'index.html')).isFile() ? join(path, 'index.html') : null;
  } catch {
    return null;
  }
  return null;
}

createServer((req, res) => {
  const pathname = new URL(req.url ?? '/', 'http://catalogue.invalid').pathname;
  // Browsers ask for /favicon.ico by themselves: Storybook's build has favicon.svg.
  const file = fileOf(pathname === '/favicon.ico' ? '/favicon.svg' : pathname);
  if (!file) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
}).listen(port, '127.0.0.1', () => console.log(`The catalogue's build on http://127.0.0.1:${port}/`));
