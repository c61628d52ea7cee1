/**
 * Where security checks are asked for. A menu entry and a guarded page (reached directly) ask the
 * same way, and the one host its header mounts runs the flow (STYLE.md: one typed request to a
 * single dialog host; nothing else keeps dialog state). One registry per header instance (shell/).
 */
import type { SecurityAction } from '@exchange/contract';

export interface SecurityCheckRequest {
  readonly action: SecurityAction;
  /** Where to go once the check has passed. */
  readonly href: string;
  /** Runs when the check could not start (spec §8: after the error toast). */
  readonly onFailure?: () => void;
}

type Host = (request: SecurityCheckRequest) => void;

export interface SecurityRequests {
  /** Asks the mounted header to run the security check; false when no header is mounted. */
  readonly request: (request: SecurityCheckRequest) => boolean;
  /** The header's host registers itself while mounted. */
  readonly register: (host: Host) => () => void;
}

export function createSecurityRequests(): SecurityRequests {
  let host: Host | null = null;
  return {
    request: (asked) => {
      if (!host) return false;
      host(asked);
      return true;
    },
    register: (next) => {
      host = next;
      return () => {
        if (host === next) host = null;
      };
    },
  };
}
