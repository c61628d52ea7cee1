/**
 * The demo seed data: the one source the reference API seeds and serves, the navigation model's
 * tests build their contexts from, and dev pages may show. A separate entry point
 * (`@exchange/contract/demo`), kept out of the main index so browser bundles of the header never
 * include it.
 */
export { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';
export type { DemoLoginName, DemoUser } from './demo-users.ts';
export { demoSession } from './session.ts';
export type { DemoSession } from './session.ts';
export { SITE_CONFIG } from './site-config.ts';
export { FEE_TAGS, LANGUAGES, RATES } from './catalog.ts';
export { CONTRACT_SYMBOLS, contractSymbols, deliveryCode, firstDeliverySymbol, quarterlyDeliveryDates } from './contract-symbols.ts';
