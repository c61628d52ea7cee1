import { SECURITY_ACTIONS } from '@exchange/contract';
import { describe, expect, it } from 'vitest';
import { securitySubjectOf } from './security.ts';

describe('securitySubjectOf', () => {
  it('names each action by the entry it guards', () => {
    expect(securitySubjectOf('withdraw')).toBe('nav.assets.withdraw');
    expect(securitySubjectOf('apiManagement')).toBe('nav.account.api');
  });

  it('has a subject for every action of the contract, so no dialog names nothing', () => {
    for (const action of SECURITY_ACTIONS) expect(securitySubjectOf(action), action).toBeDefined();
  });
});
