/**
 * @exchange/header: the exchange's shared header. Mount it inside a HeaderProvider (its
 * environment: locale, API instance, navigation) with the data loadHeaderData reads; README.md,
 * "Mount the header", has the props tables and an example.
 */
export { Header, type HeaderProps, type Theme } from './shell/Header.tsx';
export { HeaderProvider, type HeaderProviderProps } from './shell/HeaderProvider.tsx';
export { SecurityCheckRequired, type SecurityCheckRequest } from './security/index.ts';
export { createApiInstance, type ApiInstance, type ApiInstanceOptions } from './api/index.ts';
export { HEADER_DATA_BUDGET_MS, loadHeaderData, type HeaderContent, type HeaderData } from './data/index.ts';
