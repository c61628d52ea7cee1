/** A locale's home on this host (`/`, `/ar/`, `/zh-CN/`) or a market's page (`/markets/ETHUSDT`): a symbol and a price, no words to translate. */
import { notFound, permanentRedirect } from 'next/navigation';
import { pageLocale } from '../site.ts';

export default async function Home({ params }: { params: Promise<{ locale?: string[] }> }) {
  const { page, symbol } = pageLocale((await params).locale);
  // English has no prefix (DESIGN.md): /en/ is /.
  if (page === 'english-prefix') permanentRedirect('/');
  if (page === 'none') notFound();
  return (
    <main id="main" tabIndex={-1} className="host-main">
      <h1>{page === 'market' ? symbol : 'BTC/USDT'}</h1>
      <p>97,000.00</p>
    </main>
  );
}
