// The cold-tail mix's draws (scripts/bench/mix.mjs): seeded, so a run is the same on every machine,
// and fresh for every measured round, so no measured request is one the bench has replayed to the
// server before. A draw is Zipf over 60 kinds of page, hundreds of trading pairs, 27 locales, two
// themes and the guest and the demo users: a few of each take most requests, a long tail the rest,
// and the tail is what a kept render has never seen.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { root } from '../lib.mjs';

/** The 60 pages: every kind of page of the route table (packages/contract/src/routes.ts), concrete. */
export const MIX_PAGES = [
  '/', '/spot/BTCUSDT', '/spot/ETHUSDT', '/spot/SOLUSDT', '/convert', '/pre-market', '/trade-spot/BTCUSDT', '/trade-margin/BTCUSDT', '/onchain',
  '/futures', '/futures/usdt/BTCUSDT', '/futures/usdt/ETHUSDT', '/futures/usd/BTCUSD', '/futures/usd-settled', '/futures/usdc/BTCPERP',
  '/futures/susdt/BTCUSDT', '/futures/susd/BTCUSD', '/trader-futures/usdt/BTCUSDT', '/trade-swap/usdt/BTCUSDT',
  '/trade-info/funding-rate', '/trade-info/index-price', '/support/articles/360000001', '/futures/introduction/summary', '/spot/introduction/spot-rules',
  '/crypto/introduction/price-index', '/trading-bot', '/trading-bot/spot/BTCUSDT', '/trading-bot/spot/dca/BTCUSDT', '/trading-bot/futures/BTCUSDT',
  '/trading-bot/futures/arbitrage/BTCUSDT', '/copy-trading/spot', '/copy-trading/futures', '/copy-trading/bot', '/copy-trading/elite',
  '/events/rewards', '/events/referral', '/asset', '/asset/recharge', '/asset/withdraw', '/asset/transfer', '/asset/spot', '/trade-asset/uta',
  '/transac', '/order/mcp', '/order/marginOrderInfo', '/record/exchange', '/order/fiat', '/order/convert', '/record/finhis',
  '/login', '/register', '/dashboard', '/account/verified', '/account/setting', '/account/preference', '/account/coupon', '/vip/detail',
  '/subaccount/setting', '/download', '/tradeProAccount',
];

/** The 27 locales in the spec's order (packages/contract/src/locales.ts): the draw ranks them so. */
export const LOCALES = ['en', 'zh-CN', 'zh-TW', 'ja', 'vi', 'es', 'fr', 'de', 'pt', 'id', 'it', 'th', 'pl', 'uk', 'uz', 'ar', 'ph', 'bg', 'ru', 'tr', 'en-GB', 'en-IN', 'en-PH', 'en-CA', 'pt-PT', 'es-ES', 'es-AR'];

/** How many trading pairs the draw spreads the pair pages over. */
export const MIX_PAIR_COUNT = 500;

/** The seed of the warm-up draw; measured round r (counted over the whole run) draws with `roundSeed(r)`. */
export const WARM_UP_SEED = 21;
export const roundSeed = (round) => WARM_UP_SEED + 1 + round;

/** Listed base assets, most traded first: the head of the pairs' ranking. */
const LISTED_BASES = [
  'BTC', 'ETH', 'SOL', 'XRP', 'DOGE', 'BNB', 'ADA', 'TRX', 'TON', 'AVAX', 'SHIB', 'LINK', 'DOT', 'BCH', 'NEAR', 'LTC', 'SUI', 'PEPE', 'APT', 'ICP',
  'ETC', 'FIL', 'ATOM', 'ARB', 'OP', 'INJ', 'SEI', 'TIA', 'STX', 'IMX', 'HBAR', 'VET', 'MKR', 'AAVE', 'GRT', 'RENDER', 'LDO', 'ALGO', 'FTM', 'SAND',
  'MANA', 'AXS', 'EGLD', 'THETA', 'XTZ', 'EOS', 'FLOW', 'CHZ', 'KAVA', 'GALA', 'CRV', 'SNX', 'COMP', '1INCH', 'ENS', 'DYDX', 'GMX', 'WIF', 'BONK', 'FLOKI',
  'JUP', 'PYTH', 'ORDI', 'WLD', 'BLUR', 'ENA', 'ONDO', 'NOT', 'PENDLE', 'STRK', 'JTO', 'MEME', 'ZRO', 'ZK', 'POL', 'EIGEN', 'TAO', 'FET', 'AR', 'KAS',
];

/** A seeded generator of numbers in [0, 1) (mulberry32): the same draw on every run and machine. */
export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An index in [0, n) drawn by Zipf's law (rank r has weight 1 / r^s). */
export function zipf(n, s, random) {
  let total = 0;
  for (let rank = 1; rank <= n; rank += 1) total += 1 / rank ** s;
  let target = random() * total;
  for (let rank = 1; rank <= n; rank += 1) {
    target -= 1 / rank ** s;
    if (target <= 0) return rank - 1;
  }
  return n - 1;
}

/**
 * `count` base assets, ranked: the listed ones, then names of three to five capital letters drawn
 * from `seed` (a listing's shape, none of them a listed one), so a draw's pair pages have hundreds
 * of distinct symbols, the same ones on every run.
 */
export function tradingPairs(count = MIX_PAIR_COUNT, seed = 7) {
  const bases = LISTED_BASES.slice(0, count);
  const taken = new Set(bases);
  const random = seeded(seed);
  while (bases.length < count) {
    const length = 3 + Math.floor(random() * 3);
    const name = Array.from({ length }, () => String.fromCharCode(65 + Math.floor(random() * 26))).join('');
    if (taken.has(name)) continue;
    taken.add(name);
    bases.push(name);
  }
  return bases;
}

/** A pair page's market: the path before its symbol, the base asset and the quote (USDT, USD or PERP for USDC). */
const PAIR_PAGE = /^(.*\/)(BTC|ETH|SOL)(USDT|USD|PERP)$/;

/** Whether `page` is a trading pair's page (its last segment a symbol). */
export const isPairPage = (page) => PAIR_PAGE.test(page);

/** `page` for another base asset, in the page's own market (`/futures/usd/BTCUSD` → `/futures/usd/XRPUSD`). */
export const pairPage = (page, base) => page.replace(PAIR_PAGE, (_, prefix, _base, quote) => `${prefix}${base}${quote}`);

/** Every demo user's login name, read from the contract's seed (all have the password `demo`). */
export function demoLoginNames() {
  const source = readFileSync(resolve(root, 'packages/contract/src/demo/demo-users.ts'), 'utf8');
  return [...source.matchAll(/loginName: '([^']+@demo)'/g)].map((match) => match[1]);
}

/**
 * `count` requests: a page (Zipf over the 60 kinds; a pair's page for a base asset by Zipf over
 * `bases`), a locale (Zipf over 27, English first), a theme (black two in three), and a user: a
 * guest, or (`signedInShare`, 40 %) one of the demo users (Zipf over them).
 */
export function drawMix(count, seed, users, { signedInShare = 0.4, bases = tradingPairs() } = {}) {
  const random = seeded(seed);
  return Array.from({ length: count }, () => {
    const kind = MIX_PAGES[zipf(MIX_PAGES.length, 1, random)];
    const page = isPairPage(kind) ? pairPage(kind, bases[zipf(bases.length, 1, random)]) : kind;
    const locale = LOCALES[zipf(LOCALES.length, 1, random)];
    const theme = random() < 2 / 3 ? 'black' : 'white';
    const user = random() < signedInShare ? users[zipf(users.length, 1, random)] : 'guest';
    const path = locale === 'en' ? page : `/${locale}${page === '/' ? '/' : page}`;
    return { path, theme, user };
  });
}

const combination = ({ path, theme, user }) => `${path} ${theme} ${user}`;

/** Distinct page-locale-theme-user combinations of a draw. */
export const distinct = (mix) => new Set(mix.map(combination)).size;

/**
 * The share of `mix`'s requests whose page-locale-theme-user combination `seen` does not hold yet
 * (each is added as it comes, so a repeat within the mix is not new): how much of a round the
 * processes meet for the first time.
 */
export function unseenShare(seen, mix) {
  let unseen = 0;
  for (const request of mix) {
    const key = combination(request);
    if (seen.has(key)) continue;
    unseen += 1;
    seen.add(key);
  }
  return mix.length ? unseen / mix.length : 0;
}
