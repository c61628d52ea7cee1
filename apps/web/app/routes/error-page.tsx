import { useLingui } from '@lingui/react';
import { localizePath } from '@exchange/contract';
import { useRootData } from '../root-data.ts';

export function ErrorPage({ status }: { status: number }) {
  const { i18n } = useLingui();
  const { locale } = useRootData();
  const notFound = status === 404;
  return (
    <section className="page error-page" aria-labelledby="page-title">
      <p className="error-status">{status}</p>
      <h1 id="page-title">{i18n._(notFound ? 'common.error.notFound.title' : 'common.error.generic.title')}</h1>
      <p>{i18n._(notFound ? 'common.error.notFound.body' : 'common.error.generic.body')}</p>
      <a href={localizePath(locale, '/')}>{i18n._('common.error.backHome')}</a>
    </section>
  );
}
