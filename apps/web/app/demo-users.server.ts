import { DEMO_USERS } from '@exchange/api';
import type { SiteMessageKey } from './i18n/index.ts';

/** The seeded demo users for the login page's one-click list, described in the user's language. */
export function demoUserList(): { loginName: string; descriptionKey: SiteMessageKey }[] {
  return DEMO_USERS.map(({ loginName }) => ({
    loginName,
    descriptionKey: `account.demoUser.${loginName.replace(/@demo$/, '')}` as SiteMessageKey,
  }));
}
