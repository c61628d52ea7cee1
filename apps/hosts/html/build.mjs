// The html host's build: its one page, copied as is (its header is the element, built apart and
// served at /header/v1/element.js).
import { copyFileSync, mkdirSync } from 'node:fs';

const out = new URL('../build/html/', import.meta.url);
mkdirSync(out, { recursive: true });
copyFileSync(new URL('index.html', import.meta.url), new URL('index.html', out));
