/** The security check of spec §4: ask for it with `requestSecurityCheck`; the header hosts it. */
export { requestSecurityCheck, registerSecurityHost, type SecurityCheckRequest } from './requests.ts';
export { SecurityCheckHost } from './SecurityCheckHost.tsx';
export { SecurityCheckRequired } from './SecurityCheckRequired.tsx';
