export { Header, type HeaderProps, type Theme } from '../shell/Header.tsx';
export { HeaderProvider, type HeaderProviderProps } from '../shell/HeaderProvider.tsx';
export { SecurityCheckRequired, type SecurityCheckRequest } from '../security/index.ts';
export { NotificationsProvider, useNotify, type Notify } from '../notify/index.ts';
/** The header's stylesheet URL, for the host's `links` (server-rendered, so the first paint is styled). */
export { default as headerStylesHref } from '../header.css?url';
