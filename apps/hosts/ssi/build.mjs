// The SSI host's build: its page once per locale (`build/ssi/index.html`, `build/ssi/<locale>/index.html`),
// each with the `path` its include asks the header fragment for and, for when no render process
// answers, the stub header in the locale's words (the header package's renderHeaderStub, from its
// build, as a deployment outside this repository would make it).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { LOCALES, localizePath } from '@exchange/header';
import { renderHeaderStub } from '@exchange/header/server';

const BASE = '/hosts/ssi/';
const template = readFileSync(new URL('index.html', import.meta.url), 'utf8');
const out = new URL('../build/ssi/', import.meta.url);

for (const { locale, lang, dir } of LOCALES) {
  const folder = locale === 'en' ? out : new URL(`${locale}/`, out);
  const values = { LANG: lang, DIR: dir, FRAGMENT_PATH: localizePath(locale, BASE), STUB: await renderHeaderStub(locale, BASE) };
  mkdirSync(folder, { recursive: true });
  writeFileSync(new URL('index.html', folder), template.replace(/\{\{(\w+)\}\}/g, (_match, name) => values[name]));
}
console.log(`SSI host: ${LOCALES.length} pages in ${out.pathname}`);
