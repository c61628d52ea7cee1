/**
 * The security check of spec section 4: request it for an action, then send the code.
 * The demo verification code is DEMO_VERIFICATION_CODE for every user; a passed check is
 * remembered for the session (SecurityChecks.isVerified) so the host app can let the user
 * reach the guarded page directly. Passing it gives the session a new token (a new cookie), so a
 * token seen before the check is worth nothing after it.
 */
import { SECURITY_ACTIONS } from '@exchange/contract';
import type { SecurityAction } from '@exchange/contract';
import { timingSafeEqual } from 'node:crypto';
import { ApiError, retryAfter, waitInWords } from '../envelope.ts';
import type { Handlers, Services } from '../handler.ts';
import type { Session } from '../sessions.ts';
import { quote } from '../validate.ts';
import { setSessionCookies } from './auth.ts';

export const DEMO_VERIFICATION_CODE = '123456';

export const FROZEN_MESSAGE = 'Your account is frozen. Contact support to unfreeze it.';

function knownAction(action: string): SecurityAction {
  if (!(SECURITY_ACTIONS as readonly string[]).includes(action)) {
    throw new ApiError('unknownAction', `action: unknown security action ${quote(action)}`);
  }
  return action as SecurityAction;
}

function notFrozen(session: Session): void {
  if (session.user.frozen === 1) throw new ApiError('accountFrozen', FROZEN_MESSAGE);
}

function codeMatches(code: string): boolean {
  const given = Buffer.from(code);
  const expected = Buffer.from(DEMO_VERIFICATION_CODE);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function securityHandlers(services: Services): Pick<Handlers, 'securityActionItems' | 'securityVerify' | 'securityStatus'> {
  const { checks } = services;
  /** After too many wrong codes the user waits; the check is neither offered nor taken until then. */
  const notCoolingDown = (session: Session): void => {
    const waitMs = checks.lockedFor(session);
    if (waitMs > 0) {
      throw new ApiError('tooManyAttempts', `Too many wrong verification codes. Please try again in ${waitInWords(waitMs)}.`, retryAfter(waitMs));
    }
  };
  return {
    securityActionItems: ({ input, session }) => {
      const action = knownAction(input.action);
      notFrozen(session);
      notCoolingDown(session);
      checks.request(session, action);
      return { canFido2: session.user.can_fido2 === 1 };
    },
    securityVerify: ({ input, session, req, res }) => {
      const action = knownAction(input.action);
      notFrozen(session);
      notCoolingDown(session);
      const outcome = checks.verify(session, action, codeMatches(input.code));
      if (outcome === 'notRequested') throw new ApiError('notApplicable', 'Request the security check first.');
      if (outcome === 'wrong') throw new ApiError('badVerificationCode', 'The verification code is wrong.');
      setSessionCookies(services, session, services.sessions.rotate(session), req, res);
      return { verified: true as const };
    },
    // A guarded page reached directly asks this before it opens (the check is per session).
    securityStatus: ({ input, session }) => ({ verified: checks.isVerified(session, knownAction(input.action)) }),
  };
}
