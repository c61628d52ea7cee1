/** The security check of spec §4: asked for through the header's environment; the header hosts it. */
export { createSecurityRequests, type SecurityCheckRequest, type SecurityRequests } from '../shell/securityRequests.ts';
export { SecurityCheckHost } from './SecurityCheckHost.tsx';
export { SecurityCheckRequired, type SecurityCheckRequiredProps } from './SecurityCheckRequired.tsx';
