import { useLingui } from '@lingui/react';

export default function Home() {
  const { i18n } = useLingui();
  return (
    <section className="page home" aria-labelledby="page-title" data-page="home">
      <h1 id="page-title">{i18n._('pages.home.title')}</h1>
      <p>{i18n._('pages.home.body')}</p>
    </section>
  );
}
