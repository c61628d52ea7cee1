/**
 * What the server hands the enhancer beside the header's HTML (the fragment's JSON script, under
 * `enhance`): the few words and values interaction needs that the HTML does not already show. The
 * server computes it (server/enhance.ts), in the page's language; the enhancer decides nothing
 * the model decides, it only reads this and the markup's `data-*` attributes.
 */

/** The catalog messages the enhancer shows (toasts, the theme toggle's other name). */
export const ENHANCE_MESSAGES = [
  'nav.account.uidCopied',
  'header.uid.copyFailed',
  'header.error.generic',
  'header.theme.toLight',
  'header.theme.toDark',
  'header.toast.dismiss',
  'header.language.saveFailed',
  'header.download.qrAlt',
] as const;
export type EnhanceMessage = (typeof ENHANCE_MESSAGES)[number];

export interface EnhanceConfig {
  /** The header release that rendered the HTML (`1.4.0`): the enhancer takes over its own major only. */
  readonly version: string;
  /** Where the API is ('' for the page's own origin). */
  readonly api: string;
  /** Spec §9's code of the locale (`vi_VN`), sent as `X-Locale-Code`, or null. */
  readonly localeCode: string | null;
  /** The signed-in user's UID (Copy UID), or null for a guest. */
  readonly uid: string | null;
  readonly messages: Readonly<Record<EnhanceMessage, string>>;
  /** The theme toggle's icon while each theme is on (the sun in the dark theme, the moon in the light), as markup. */
  readonly icons: Readonly<Record<'black' | 'white', string>>;
  /** Where the language-and-currency dialog's markup is (the fragment's `part=language-dialog`), asked for when it first opens. */
  readonly languageDialog: string;
  /**
   * Where the phone's two drawers' markup is (the fragment's `part=drawers`, asked with the
   * session: the user drawer is the person's), asked for on the first tap on either bar button.
   */
  readonly drawers: string;
  /**
   * Where the security check's dialog markup is (the fragment's `part=security-dialog`), asked for
   * when a guarded link (`data-security`) is first followed.
   */
  readonly securityDialog: string;
  /**
   * Where to ask for the same HTML with the optional lookups answered (spec §7: the rewards count,
   * the trader-pro entry), which the first never waits for; null for a guest's, or one answered.
   */
  readonly lookups: string | null;
}

/** The JSON script of a fragment, inside the element beside the header's root. */
export const CONFIG_SELECTOR = 'script[type="application/json"][data-exchange-header]';

const isText = (value: unknown): value is string => typeof value === 'string';
const isRecordOf = (value: unknown, keys: readonly string[]): value is Record<string, string> =>
  typeof value === 'object' && value !== null && keys.every((key) => isText((value as Record<string, unknown>)[key]));

/**
 * The `enhance` part of a fragment's JSON text, or a reason it is not one: a page or a cache may
 * hand the enhancer anything, and a wrong shape must leave the server's HTML working, not break it.
 */
export function parseEnhanceConfig(text: string): EnhanceConfig | string {
  let value: unknown;
  try {
    value = (JSON.parse(text) as { enhance?: unknown } | null)?.enhance;
  } catch {
    return 'its data is not JSON';
  }
  if (typeof value !== 'object' || value === null) return 'its data has no enhance part';
  const config = value as Record<string, unknown>;
  const textOrNull = (field: unknown) => field === null || isText(field);
  const fields: [keyof EnhanceConfig, (field: unknown) => boolean][] = [
    ['version', isText],
    ['api', isText],
    ['localeCode', textOrNull],
    ['uid', textOrNull],
    ['lookups', textOrNull],
    ['messages', (field) => isRecordOf(field, ENHANCE_MESSAGES)],
    ['icons', (field) => isRecordOf(field, ['black', 'white'])],
    ['languageDialog', isText],
    ['drawers', isText],
    ['securityDialog', isText],
  ];
  const wrong = fields.find(([name, valid]) => !valid(config[name]))?.[0];
  if (wrong) return `its ${wrong} is missing or not what the enhancer reads`;
  return config as unknown as EnhanceConfig;
}

/** The major of a version (`1` of `1.4.0`), or null when it is not a version. */
export const majorOf = (version: string | null | undefined): string | null => /^(\d+)\.\d+\.\d+/.exec(version ?? '')?.[1] ?? null;
