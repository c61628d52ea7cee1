// The end-to-end tests drive Debian's Chromium (tools that download their own browser cannot run
// here). When it is missing and we are root, install it with apt-get, with the fonts the locales
// need (CJK, Thai, Arabic) so screenshots show glyphs; otherwise say exactly what to install.
import { existsSync } from 'node:fs';
import { aptInstall } from './lib.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The fonts every browser of the tests needs (CJK, Thai, Arabic glyphs), and a file that shows they are there. */
export const FONTS = ['fonts-noto-core', 'fonts-noto-cjk', 'fonts-dejavu-core'];
export const FONT_MARKER = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const PACKAGES = ['chromium', ...FONTS];

export async function ensureChromium() {
  const present = () => existsSync(CHROMIUM) && existsSync(FONT_MARKER);
  if (!present()) await aptInstall({ what: 'Chromium or the Noto fonts are', packages: PACKAGES, present });
}

if (import.meta.url === `file://${process.argv[1]}`) await ensureChromium();
