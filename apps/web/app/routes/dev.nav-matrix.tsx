/**
 * The visibility matrix (development and test builds only). First where each menu shows: one row
 * per menu, one column per layout (desktop, phone, phone without script), each cell the model's
 * regions that list it (NAV_REGIONS, placementOf). Then who sees what: for a locale chosen on the
 * page, one row per demo user (and the guest), one column per menu item, each cell visible or the
 * name of the rule that hid it. Built from the seed the reference API serves and the navigation
 * model, so product and QA review placement and permissions exactly as the header computes them.
 */
import { useLingui } from '@lingui/react';
import { LOCALES, isLocale, type Locale } from '@exchange/contract';
import { DEMO_USERS, FEE_TAGS, SITE_CONFIG, demoSession } from '@exchange/contract/demo';
import { NAV_LAYOUTS, NAV_NODE_IDS, NAV_TREE, createNavContext, navVisibility, placementOf, type NavLayout, type Visibility } from '@exchange/header/nav';
import { Form, data, useLoaderData, type AppLoadContext, type LoaderFunctionArgs } from 'react-router';

export function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  if (!context.devTools) throw data(null, { status: 404 });
  const requested = new URL(request.url).searchParams.get('locale');
  const locale: Locale = isLocale(requested) ? requested : 'en';
  const base = { locale, currentPath: '/', site: SITE_CONFIG.get(locale) ?? null, feeTags: FEE_TAGS };
  const rows = [
    { who: 'guest', cells: navVisibility(createNavContext({ ...base, traderProUid: null, rewardsAmount: null })) },
    ...DEMO_USERS.map((user) => ({ who: user.loginName, cells: navVisibility(createNavContext({ ...base, ...demoSession(user) })) })),
  ];
  const placement = NAV_TREE.map((menu) => ({ menu: menu.id, layouts: placementOf(menu.id) }));
  return { locale, columns: NAV_NODE_IDS, rows, placement };
}

const LAYOUTS = Object.keys(NAV_LAYOUTS) as NavLayout[];

function Cell({ item, visibility }: { item: string; visibility: Visibility | undefined }) {
  if (!visibility) return <td data-item={item}>–</td>;
  if (visibility.visible) return <td data-item={item} className="matrix-visible">{visibility.pending ? '…' : '✓'}</td>;
  return <td data-item={item} className="matrix-hidden">{visibility.hiddenBy}</td>;
}

export default function NavMatrix() {
  const { i18n } = useLingui();
  const { locale, columns, rows, placement } = useLoaderData<typeof loader>();
  return (
    <section className="page nav-matrix" aria-labelledby="page-title" data-page="devNavMatrix">
      <h1 id="page-title">{i18n._('pages.dev.matrix.title')}</h1>
      <p>{i18n._('pages.dev.matrix.intro')}</p>
      <h2 id="matrix-placement">{i18n._('pages.dev.matrix.placement')}</h2>
      <p>{i18n._('pages.dev.matrix.placementIntro')}</p>
      <div className="matrix-scroll">
        <table className="matrix matrix-placement" aria-labelledby="matrix-placement">
          <thead>
            <tr>
              <th scope="col">{i18n._('pages.dev.matrix.menu')}</th>
              {LAYOUTS.map((layout) => (
                <th key={layout} scope="col" data-layout={layout}>
                  {layout}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {placement.map((row) => (
              <tr key={row.menu} data-menu={row.menu}>
                <th scope="row">{row.menu}</th>
                {LAYOUTS.map((layout) => (
                  <td key={layout} data-layout={layout}>
                    {row.layouts[layout].join(', ')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Form method="get" className="matrix-form">
        <label htmlFor="matrix-locale">{i18n._('pages.dev.matrix.locale')}</label>
        <select id="matrix-locale" name="locale" defaultValue={locale}>
          {LOCALES.map((entry) => (
            <option key={entry.locale} value={entry.locale} lang={entry.lang}>
              {entry.locale} — {entry.name}
            </option>
          ))}
        </select>
        <button type="submit">{i18n._('pages.dev.matrix.show')}</button>
      </Form>
      <div className="matrix-scroll">
        <table className="matrix" data-locale={locale}>
          <thead>
            <tr>
              <th scope="col">{i18n._('pages.dev.matrix.who')}</th>
              {columns.map((id) => (
                <th key={id} scope="col" data-item={id}>
                  <span>{id}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.who} data-who={row.who}>
                <th scope="row">{row.who === 'guest' ? i18n._('pages.dev.matrix.guest') : row.who}</th>
                {columns.map((id) => (
                  <Cell key={id} item={id} visibility={row.cells[id]} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
