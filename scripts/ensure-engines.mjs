// The cross-engine suite (e2e/engines) drives Debian's Firefox ESR and WebKitGTK: Playwright's own
// Firefox and WebKit builds cannot be downloaded here. When an engine is missing and we are root,
// install it with apt-get (with the same fonts as Chromium, so screenshots show every script);
// otherwise say exactly what to install. `node scripts/ensure-engines.mjs [firefox] [webkit]`.
import { existsSync, readdirSync } from 'node:fs';
import { FONT_MARKER, FONTS } from './ensure-chromium.mjs';
import { aptInstall } from './lib.mjs';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const XVFB = process.env.XVFB_PATH ?? '/usr/bin/Xvfb';

/** WebKitGTK's MiniBrowser (libwebkit2gtk-4.1-0), under the machine's multiarch folder. */
export function miniBrowser() {
  if (process.env.WEBKIT_BROWSER_PATH) return process.env.WEBKIT_BROWSER_PATH;
  const lib = '/usr/lib';
  for (const entry of existsSync(lib) ? readdirSync(lib) : []) {
    const candidate = `${lib}/${entry}/webkit2gtk-4.1/MiniBrowser`;
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

const ENGINES = {
  firefox: { packages: ['firefox-esr', ...FONTS], present: () => existsSync(FIREFOX) },
  // The MiniBrowser needs a display even when it is driven: a virtual one, Xvfb.
  webkit: { packages: ['webkit2gtk-driver', 'xvfb', ...FONTS], present: () => existsSync(WEBKIT_DRIVER) && existsSync(XVFB) && miniBrowser() !== undefined },
};

/** Installs an engine ('firefox' or 'webkit') when it is missing; throws when it cannot. */
export async function ensureEngine(name) {
  const engine = ENGINES[name];
  if (!engine) throw new Error(`unknown engine ${name}`);
  const present = () => engine.present() && existsSync(FONT_MARKER);
  if (!present()) await aptInstall({ what: `${name} is`, packages: engine.packages, present });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const name of process.argv.length > 2 ? process.argv.slice(2) : Object.keys(ENGINES)) await ensureEngine(name);
}
