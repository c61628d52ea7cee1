/**
 * Where security checks are asked for. A menu entry and a guarded page (reached directly) ask the
 * same way, and the one host the header mounts runs the flow (STYLE.md: one typed request to a
 * single dialog host; nothing else keeps dialog state). Module-level, like the page it serves.
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
let host: Host | null = null;

/** Asks the mounted header to run the security check; false when no header is mounted. */
export function requestSecurityCheck(request: SecurityCheckRequest): boolean {
  if (!host) return false;
  host(request);
  return true;
}

/** The header's host registers itself while mounted. */
export function registerSecurityHost(next: Host): () => void {
  host = next;
  return () => {
    if (host === next) host = null;
  };
}
