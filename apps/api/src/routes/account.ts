/**
 * Reads of the signed-in user, and the saved language.
 */
import { localeByLanguageType } from '@exchange/contract';
import { ApiError } from '../envelope.ts';
import type { Handlers, Services } from '../handler.ts';
import { toSimulationInfo, toUserInfo } from '../users.ts';
import { quote } from '../validate.ts';

type AccountEndpoints = 'userInfo' | 'userFullInfo' | 'simulationInfo' | 'accountConfig' | 'traderProUserList' | 'rewardsRedIcon' | 'changeLanguage';

export function accountHandlers({ users }: Services): Pick<Handlers, AccountEndpoints> {
  return {
    userInfo: ({ session }) => toUserInfo(session.user),
    userFullInfo: ({ session }) => ({ userAvatar: session.user.avatar }),
    simulationInfo: ({ session }) => toSimulationInfo(session.user),
    accountConfig: ({ session }) => ({ accountShow: { switchOpen: session.user.switch_open === 1 } }),
    traderProUserList: ({ session }) => ({ traderProUid: session.user.trader_pro_uid }),
    rewardsRedIcon: ({ session }) => ({ amount: session.user.rewards_amount }),
    changeLanguage: ({ input, session }) => {
      const locale = localeByLanguageType(input.languageType);
      if (!locale) throw new ApiError('badRequest', `languageType: unknown language type ${quote(input.languageType)}`);
      users.setLanguage(session.user.user_id, locale);
      return null;
    },
  };
}
