/**
 * Site-wide calls that need no session: site config, languages, rates, fee tags, symbols.
 */
import { FEE_TAGS, LANGUAGES, RATES, SITE_CONFIG } from '@exchange/contract/demo';
import type { Handlers } from '../handler.ts';
import { ApiError } from '../envelope.ts';
import { symbolList } from '../contract-symbols.ts';
import { quote } from '../validate.ts';

export function siteHandlers(): Pick<Handlers, 'siteConfig' | 'languages' | 'rates' | 'feeTags' | 'contractSymbols'> {
  return {
    siteConfig: ({ input }) => {
      const config = SITE_CONFIG.get(input.locale);
      if (!config) throw new ApiError('badRequest', `locale: unknown locale ${quote(input.locale)}`);
      return config;
    },
    languages: () => LANGUAGES.map((entry) => ({ ...entry })),
    rates: () => RATES.map((entry) => ({ ...entry })),
    feeTags: () => FEE_TAGS.map((entry) => ({ ...entry })),
    contractSymbols: ({ input }) => {
      const symbols = symbolList(input.businessLine);
      if (!symbols) throw new ApiError('badRequest', `businessLine: unknown business line ${quote(input.businessLine)}`);
      // The client's cached list is current: say so without sending the list again.
      if (input.md5 === symbols.md5) return { md5: symbols.md5, changed: false, listDTOS: null };
      return { md5: symbols.md5, changed: true, listDTOS: symbols.list };
    },
  };
}
