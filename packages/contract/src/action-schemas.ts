/**
 * Schemas of the answers of the calls a user's action makes: the language dialog's lists, the
 * symbol lookup of a click, the security check, sign-in, logout and the mode switches. Apart from
 * schemas.ts (the answers a page's header is rendered from) so that a browser bundle loads them
 * with those calls (action-calls.ts), not with the page. The same contract: the package's index
 * exports both, and the OpenAPI document names the schemas of both.
 */
import * as v from 'valibot';
import { SimulationInfo } from './schemas.ts';

const int = v.pipe(v.number(), v.integer());

export const LanguageEntry = v.object({
  locale: v.string(),
  languageKey: v.string(),
  languageName: v.string(),
  languageType: int,
});
export type LanguageEntry = v.InferOutput<typeof LanguageEntry>;
export const LanguageList = v.array(LanguageEntry);

export const RateEntry = v.object({ type: v.string(), showName: v.string() });
export type RateEntry = v.InferOutput<typeof RateEntry>;
export const RateList = v.array(RateEntry);

export const ContractSymbol = v.object({
  symbolCode: v.string(),
  symbolId: v.string(),
  symbolType: v.picklist([1, 2]),
  betaShow: v.boolean(),
});
export type ContractSymbol = v.InferOutput<typeof ContractSymbol>;

export const ContractSymbolGroup = v.object({
  businessLine: int,
  symbolDTOList: v.array(ContractSymbol),
});
export type ContractSymbolGroup = v.InferOutput<typeof ContractSymbolGroup>;

/**
 * Contract symbol list. When the request's md5 matches the server's, `listDTOS` is null and
 * `changed` is false: the caller keeps its cached list.
 */
export const ContractSymbols = v.object({
  md5: v.string(),
  changed: v.boolean(),
  listDTOS: v.nullable(v.array(ContractSymbolGroup)),
});
export type ContractSymbols = v.InferOutput<typeof ContractSymbols>;

export const SecurityActionItems = v.object({ canFido2: v.boolean() });
export type SecurityActionItems = v.InferOutput<typeof SecurityActionItems>;

export const SecurityVerifyResult = v.object({ verified: v.literal(true) });

/** Whether the session passed the security check of an action recently (guarded pages). */
export const SecurityStatus = v.object({ verified: v.boolean() });
export type SecurityStatus = v.InferOutput<typeof SecurityStatus>;

export const LoginResult = v.object({
  userId: v.string(),
  loginName: v.string(),
  /** The user's saved language; the login page moves `from` into it. */
  language: v.nullable(v.string()),
});
export type LoginResult = v.InferOutput<typeof LoginResult>;

export const Nothing = v.null();

/** The answer of a mode switch: the user's state afterwards. */
export const ModeState = v.object({ demoUType: v.picklist([0, 1, 2]), simulation: SimulationInfo });
export type ModeState = v.InferOutput<typeof ModeState>;
