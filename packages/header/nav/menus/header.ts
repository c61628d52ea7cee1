/**
 * The header's small menus: logo, sign-in links, mode-return buttons, download, settings.
 */
import { NAV_DEFAULTS, type DownloadPlatform } from '../constants.ts';
import { featureOn, type NavContext } from '../context.ts';
import { CLASSIC_RETURN_PAGE, checkRule } from '../rules.ts';
import { routeTo } from '../route.ts';
import { loginFrom } from '../current.ts';
import type { MenuSpec, RouteRef } from '../types.ts';

const { symbol } = NAV_DEFAULTS;

/** `/login?from={current page}&source=mix` (spec §2 Account). */
const authRoute =
  (routeId: 'login' | 'register') =>
  (ctx: NavContext): RouteRef =>
    routeTo(routeId, {}, { from: loginFrom(ctx), source: NAV_DEFAULTS.authSource });

const store = (platform: DownloadPlatform) => routeTo('downloadApp', { platform });

/**
 * Spec §4: without the unified account, "return to real trade" goes to the real USDT-M futures
 * page, after leaving the simulation (the simulation lives on the server, so a link alone would
 * keep the user in it). The page is the one the menus link for this user once out of the
 * simulation: the unified variant in a unified account mode. Decision (README): where the
 * locale's flags hide futures (en-GB), the spot page the Spot menu links instead.
 */
const realTradingPage = (ctx: NavContext): RouteRef => {
  const unified = checkRule('unifiedMode', { ...ctx, simulation: { simulation: false, simulationType: null } }) === true;
  if (featureOn(ctx, 'futures')) return unified ? routeTo('tradeSwapUsdt', { symbol }) : routeTo('futuresUsdt', { symbol });
  return unified ? routeTo('tradeSpot', { symbol }) : routeTo('spot', { symbol }, { type: 'spot' });
};

export const brandMenu = {
  id: 'brand',
  labelKey: 'nav.menu.brand',
  items: [{ kind: 'link', id: 'brand.home', labelKey: 'nav.home', to: routeTo('home') }],
} as const satisfies MenuSpec;

export const authMenu = {
  id: 'auth',
  labelKey: 'nav.menu.auth',
  rules: ['guest'],
  items: [
    { kind: 'link', id: 'auth.login', labelKey: 'nav.auth.login', to: authRoute('login') },
    { kind: 'link', id: 'auth.register', labelKey: 'nav.auth.register', to: authRoute('register') },
  ],
} as const satisfies MenuSpec;

/**
 * Mode buttons (spec §4 Modes): at most one applies at a time for the seeded states. They are the
 * header's "back" controls (spec §4: "logo/back clicks navigate after a 500 ms delay"). The buttons
 * that leave demo trading carry a short label, "Exit demo", for the phone's bar (issue 24: the full
 * label was cut at 320 and 390 px); the drawer and the desktop bar show the full one.
 */
export const modesMenu = {
  id: 'modes',
  labelKey: 'nav.menu.modes',
  rules: ['signedIn'],
  items: [
    // Issue 24: a trader in demo trading (a simulation or a demo account) sees a "Demo" mark
    // beside the mode button, in the bar and the phone's bar alike; a label, never a control.
    { kind: 'label', id: 'modes.demoMark', labelKey: 'nav.modes.demoMark', rules: ['demoTrading'] },
    {
      kind: 'action',
      id: 'modes.exitSimulation',
      labelKey: 'nav.modes.backToReal',
      shortLabelKey: 'nav.modes.exitDemoShort',
      rules: ['inSimulation', 'unifiedAccountAvailable'],
      action: 'exitSimulation',
    },
    {
      kind: 'action',
      id: 'modes.exitToRealTrading',
      labelKey: 'nav.modes.backToReal',
      shortLabelKey: 'nav.modes.exitDemoShort',
      rules: ['inSimulation', 'unifiedAccountUnavailable'],
      action: 'exitSimulation',
      to: realTradingPage,
    },
    {
      kind: 'action',
      id: 'modes.creationDemoReturn',
      labelKey: 'nav.modes.creationDemoReturn',
      shortLabelKey: 'nav.modes.exitDemoShort',
      rules: ['creationDemoAccount'],
      action: 'switchDemoToReal',
    },
    {
      kind: 'action',
      id: 'modes.demoToReal',
      labelKey: 'nav.modes.demoToReal',
      shortLabelKey: 'nav.modes.exitDemoShort',
      rules: ['demoUser'],
      action: 'switchDemoToReal',
    },
    {
      kind: 'link',
      id: 'modes.classicReturn',
      labelKey: 'nav.modes.classicReturn',
      // Translation review 4, F43: the full label was cut on the phone's bar in 24 locales.
      shortLabelKey: 'nav.modes.classicShort',
      rules: ['classicReturn', 'notOnClassicReturnPage'],
      to: CLASSIC_RETURN_PAGE,
    },
  ],
} as const satisfies MenuSpec;

export const downloadMenu = {
  id: 'download',
  labelKey: 'nav.menu.download',
  items: [
    { kind: 'link', id: 'download.page', labelKey: 'nav.download.page', to: routeTo('download') },
    { kind: 'qrCode', id: 'download.qr', labelKey: 'nav.download.scan', to: routeTo('download') },
    { kind: 'divider' },
    { kind: 'external', id: 'download.ios', labelKey: 'nav.download.ios', to: store('ios') },
    { kind: 'external', id: 'download.googlePlay', labelKey: 'nav.download.googlePlay', to: store('google-play') },
    { kind: 'external', id: 'download.android', labelKey: 'nav.download.android', to: store('android') },
  ],
} as const satisfies MenuSpec;

export const settingsMenu = {
  id: 'settings',
  labelKey: 'nav.menu.settings',
  items: [
    { kind: 'action', id: 'settings.language', labelKey: 'nav.settings.language', action: 'openLanguageDialog' },
    { kind: 'action', id: 'settings.theme', labelKey: 'nav.settings.theme', action: 'toggleTheme' },
  ],
} as const satisfies MenuSpec;
