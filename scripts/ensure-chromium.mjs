// The end-to-end tests drive Debian's Chromium (tools that download their own browser cannot run
// here). When it is missing and we are root, install it with apt-get, with the fonts the locales
// need (CJK, Thai, Arabic) so screenshots show glyphs; otherwise say exactly what to install.
import { existsSync } from 'node:fs';
import { run } from './lib.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PACKAGES = ['chromium', 'fonts-noto-core', 'fonts-noto-cjk', 'fonts-dejavu-core'];
const FONT_MARKER = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

export async function ensureChromium() {
  if (existsSync(CHROMIUM) && existsSync(FONT_MARKER)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(`Chromium or the Noto fonts are missing. Install them with:\n  sudo apt-get install -y ${PACKAGES.join(' ')}`);
  }
  console.log(`Installing ${PACKAGES.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) throw new Error('apt-get update failed');
  if ((await run('apt-get', ['install', '-y', '-qq', ...PACKAGES], { env })) !== 0) throw new Error('apt-get install failed');
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get finished but ${CHROMIUM} is still missing`);
}

if (import.meta.url === `file://${process.argv[1]}`) await ensureChromium();
