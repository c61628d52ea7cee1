/**
 * The header's root entry: its components and what a host needs to load its catalogs. (The other
 * entries, `./api`, `./i18n`, `./nav`, `./desktop`, `./data`, stay for the parts a host uses alone.)
 */
export * from './desktop/index.ts';
export { loadHeaderLocale, useHeaderI18n } from './i18n/index.ts';
