/**
 * Business constants and layout limits of spec section 9, in one place. Views read them from here;
 * nothing else in the header spells these numbers.
 */
export const NAV_CONSTANTS = {
  /** Menu, logo and back clicks navigate after this delay (spec §4). */
  navigationDelayMs: 500,
  /** After logout the page reloads after this delay (spec §4). */
  logoutReloadDelayMs: 1000,
  /** Width of the account dropdown, px. */
  accountMenuWidth: 258,
  /** Width of the language and currency dialog on desktop, px. */
  languageDialogWidth: 840,
  /** Columns of the language grid on desktop. */
  languageDialogColumns: 4,
  /** Width of the mobile drawers, px. */
  drawerWidth: 330,
  /** Height of the language modal on mobile, px. */
  languageModalHeight: 350,
  /** z-index of the mobile language modal. */
  modalZIndex: 9999,
  /**
   * Decision (spec §2 "below a large breakpoint" leaves the value open): viewports narrower than
   * this show the mobile header, px. CSS cannot read constants, so the stylesheets spell it as
   * `@media (max-width: 1023.98px)` (strictly below, so a 1024 px window is desktop): the frame's
   * switch between the layouts in root/bar.css, and each part's own look at the phone's widths.
   */
  largeBreakpoint: 1024,
  /** Height of the mobile sticky bar, px. */
  stickyBarHeight: 48,
  /** Top offset of the mobile sticky bar, px. */
  stickyBarOffset: 0,
  /** Fixed width of the desktop header (except bot pages and futures home), px: the menu area (logo and product menus). */
  desktopHeaderWidth: 900,
  /**
   * Decision (spec §2 leaves the value open): the fixed width of the menu area on bot pages and
   * futures home, whose wide trading layouts span 1200 px, px.
   */
  desktopHeaderWideWidth: 1200,
  /**
   * Decision (issue 24; the spec leaves the bar's placement open): on standard pages the desktop bar
   * stands in the site's content column, a box this wide centred in the window with 24 px of
   * padding (apps/web's `main`), so the logo and the first menu start where the page content
   * starts and the end group ends where it ends, for every locale and user; px. 1440 leaves the
   * bar 1392 px at 1440 and wider, the room every locale's menus and the widest end group (a
   * simulation in Ukrainian) need together; a 1200 px column collapsed menus at 1440 in ar, bg,
   * pt-PT, ru and uk. Bot pages and futures home span the window (their trading layouts do).
   * Hosts with another column set `--hdr-column-width` (packages/header/README.md "Mount it").
   */
  contentColumnWidth: 1440,
  /**
   * Decision (issue 24: the chosen language and currency are visible in the bar): from these viewport
   * widths the desktop bar's language-and-currency button shows, beside its globe, the currency code
   * and then also the language's short name (`LOCALES.short`: "EN / USD"); below them the globe
   * alone, its accessible name saying both in full. Measured: each shown part widens the end group
   * towards the menus; at 1280 px the currency alone (32 px more) would push a product menu into the
   * overflow menu (a guest in Arabic has 13 px to spare, main@demo in Bulgarian 23), and at 1366 px
   * the short name (43 px more) would for a simulation in Russian (33 px to spare); docs/decisions.md.
   * They are the most the label waits for: it is decoration, and where a product menu would
   * collapse beside it the bar drops it, the globe alone (issue 43: desktop/fitMenus.ts, fitBar).
   * CSS cannot read constants, so desktop/desktop.css spells them as `min-width` media queries
   * (styles.test.ts holds the two equal); px.
   */
  settingsCurrencyFromWidth: 1366,
  settingsLanguageFromWidth: 1440,
  /** When two parts of the desktop header overlap by this much, a menu portion is hidden, px. */
  overlapThreshold: 8,
  /** How long notifications show, ms. */
  toastDurationMs: 4500,
  /** Default top offset of notifications, px. */
  toastOffset: 20,
  /**
   * Decision (issue 24; the spec sets no limit): a click waits at most this long for a lookup it
   * needs (Coin-M delivery's symbol), then follows the entry's own link, whose server route looks
   * the symbol up itself, ms.
   */
  lookupWaitMs: 1000,
  /** Decision (the spec shows a scan code, no size): the download menu's QR code, px. */
  qrCodeSize: 120,
  /** Hover intent: a dropdown opens after this delay, ms. */
  hoverOpenDelayMs: 150,
  /** Hover intent: a dropdown closes after this delay, ms. */
  hoverCloseDelayMs: 100,
} as const;

/**
 * Values the menu routes are built with. They are product decisions, not per-locale data, so they
 * live here rather than in the site config.
 */
export const NAV_DEFAULTS = {
  /** Symbol of the spot, margin, USDT-M and bot entries. */
  symbol: 'BTCUSDT',
  /** Coin-M perpetual symbol. */
  coinMSymbol: 'BTCUSD',
  /** USDC-M perpetual symbol. */
  usdcSymbol: 'BTCPERP',
  /** Demo futures symbols (spec §2: futures/susdt/SBTCSUSDT, susd/SBTCSUSD, susdc/SBTCSPERP). */
  demoUsdtSymbol: 'SBTCSUSDT',
  demoUsdSymbol: 'SBTCSUSD',
  demoUsdcSymbol: 'SBTCSPERP',
  /** The `source` of the identity verification link (spec §2). */
  verificationSource: 'KYC_TRADE_1001',
  /** The `source` of the login and register links (spec §2). */
  authSource: 'mix',
  /** The trading-info support article (spec §2). */
  supportArticleId: '12560603818930',
  /** The region tier whose locales get no demo USDC-M futures (spec §2: "dropped for one region tier"). */
  demoUsdcDroppedRegionTier: 2,
  /** Account modes that are unified (spec §3). */
  unifiedAccountModes: [1, 2, 4],
  /** Unified account modes without a funding account (spec §3 and §6; DESIGN.md: 2 and 4). */
  noFundingAccountModes: [2, 4],
} as const;

/** Platforms of the download menu's store links (served by the `downloadApp` route). */
export const DOWNLOAD_PLATFORMS = ['ios', 'google-play', 'android'] as const;
export type DownloadPlatform = (typeof DOWNLOAD_PLATFORMS)[number];
