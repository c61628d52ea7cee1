/**
 * The SPA host: a client-rendered React app under /hosts/spa/ (a locale prefix after it), with no
 * router: the header's language switch pushes the host's localized path and the app renders again
 * (popstate too). Its API instance has the base `/gateway` (the same API behind another path, as
 * behind an API gateway), for the header's first data and every later call it makes.
 */
import { hostHref, hostLocation, LOCALES } from '@exchange/header';
import { createRoot } from 'react-dom/client';
import '../shared/page.css';
import { HostHeader, loadHostHeader, type LoadedHeader } from '../shared/host-header.tsx';

const BASE = '/hosts/spa';
const API_BASE = '/gateway';

const container = document.getElementById('root');
if (!container) throw new Error('The SPA host has no #root');
const root = createRoot(container);

function Page({ loaded, currentPath }: { loaded: LoadedHeader; currentPath: string }) {
  return (
    <>
      <HostHeader loaded={loaded} currentPath={currentPath} navigate={navigate} />
      {/* The page's own content: a market's symbol and price, no words to translate. */}
      <main id="main" tabIndex={-1} className="host-main">
        <h1>BTC/USDT</h1>
        <p>97,000.00</p>
      </main>
    </>
  );
}

let latest = 0;
async function show(): Promise<void> {
  const run = ++latest;
  const { locale, currentPath } = hostLocation(BASE, location.pathname, location.search);
  const loaded = await loadHostHeader(locale, API_BASE);
  // A later navigation has started: its render wins.
  if (run !== latest) return;
  // The page is in the locale of its path (the header shows English on its own root if its catalog failed).
  const entry = LOCALES.find((candidate) => candidate.locale === locale);
  Object.assign(document.documentElement, { lang: entry?.lang ?? locale, dir: entry?.dir ?? 'ltr' });
  root.render(<Page loaded={loaded} currentPath={currentPath} />);
}

/** The header's navigation: a page of this host in-app, any other (the site's pages) a page load. */
function navigate(href: string): void {
  const inHost = hostHref(BASE, href);
  if (inHost === null) {
    location.assign(href);
    return;
  }
  history.pushState(null, '', inHost);
  void show();
}

addEventListener('popstate', () => void show());
void show();
