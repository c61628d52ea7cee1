/**
 * Every page the header links to lands here: the page names itself and shows its parameters, so
 * a link that goes to the wrong place is visible at once.
 */
import { useLingui } from '@lingui/react';
import { routeEntry, type RouteId } from '@exchange/contract';
import type { SiteMessageKey } from '../i18n/index.ts';
import { useLocation, useMatches, useParams } from 'react-router';
import { useRootData } from '../root-data.ts';

export default function Placeholder() {
  const { i18n } = useLingui();
  const { session } = useRootData();
  const routeId = useMatches().at(-1)?.id as RouteId;
  const entry = routeEntry(routeId);
  const { lang: _lang, ...params } = useParams();
  const search = new URLSearchParams(useLocation().search);
  const shown: [string, string][] = [
    ...Object.entries(params).filter((pair): pair is [string, string] => pair[1] !== undefined),
    ...(entry.query ?? []).flatMap((name): [string, string][] => {
      const value = search.get(name);
      return value === null ? [] : [[name, value]];
    }),
  ];
  const title = i18n._(`pages.title.${entry.id}` as SiteMessageKey);
  return (
    <section className="page placeholder" aria-labelledby="page-title" data-page={entry.id}>
      <h1 id="page-title">{title}</h1>
      <p>{i18n._('pages.placeholder.note', { page: title })}</p>
      {entry.signedIn && !session ? <p>{i18n._('pages.placeholder.signedInOnly')}</p> : null}
      {shown.length ? (
        <dl aria-label={i18n._('pages.placeholder.parameters')}>
          {shown.map(([name, value]) => (
            <div key={name} data-param={name}>
              <dt>{i18n._(`pages.param.${name}` as SiteMessageKey)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>{i18n._('pages.placeholder.none')}</p>
      )}
    </section>
  );
}
