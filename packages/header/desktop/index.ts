export { Header, type HeaderProps, type Theme } from './Header.tsx';
export { requestSecurityCheck, SecurityCheckRequired, type SecurityCheckRequest } from '../security/index.ts';
export { NotificationsProvider, useNotify, type Notify } from '../notify/index.ts';
