/**
 * `@lingui/core` as the light element uses it (vite.config.ts aliases the package here, as it
 * aliases React to Preact): the header only creates one instance per locale from a compiled
 * catalog (`setupI18n({ locale, locales, messages })`, i18n/runtime.ts) and translates with it
 * (`i18n._(id, values)`, through `@lingui/react`'s provider, which also reads `locale`, binds `t`
 * and subscribes to `change`). This is that path of Lingui 5.9.5 (with the repository's patch),
 * step for step: the same lookup, the same interpolation of compiled messages, plurals by
 * `Intl.PluralRules` of the instance's locales plus English, `#` as `Intl.NumberFormat` writes it.
 * What the header never calls (formats of dates and numbers, loading or activating another locale,
 * message compilation) is left out, a third of the bytes. lingui-core.test.ts holds it to the
 * real one: every message of every catalog, with a range of values, gives the same text.
 */
import type { Messages } from '@lingui/core';

type Values = Record<string, unknown>;
type Token = string | readonly [name: string, type?: string, format?: Record<string, unknown>];

const DEFAULT_LOCALE = 'en';
const OCTOTHORPE = '%__lingui_octothorpe__%';
const ESCAPE_SEQUENCE = /\\u[a-fA-F0-9]{4}|\\x[a-fA-F0-9]{2}/;

const isString = (value: unknown): value is string => typeof value === 'string';
const decodeEscapes = (text: string) =>
  text.replace(/\\u([a-fA-F0-9]{4})|\\x([a-fA-F0-9]{2})/g, (_, unicode: string | undefined, hex: string) => String.fromCharCode(parseInt(unicode ?? hex, 16)));

const formatters = new Map<string, Intl.PluralRules | Intl.NumberFormat>();
function memoized<T extends Intl.PluralRules | Intl.NumberFormat>(key: string, create: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = create()));
  return formatter;
}

/** Lingui's `plural` and `selectordinal`: the exact case, else the locales' category, else `other`. */
function pluralCase(locales: string[], ordinal: boolean, value: number, { offset = 0, ...rules }: Record<string, unknown>): unknown {
  const type = ordinal ? 'ordinal' : 'cardinal';
  const rule = memoized(`plural-${type}-${locales.join('-')}`, () => new Intl.PluralRules(locales, { type }));
  return rules[value] ?? rules[rule.select(value - (offset as number))] ?? rules.other;
}

function interpolate(translation: readonly Token[], locales: string[], values: Values): string {
  const plural = (ordinal: boolean) => (value: number, cases: Record<string, unknown>) => {
    const message = pluralCase(locales, ordinal, value, cases) as string;
    if (!message.includes(OCTOTHORPE)) return message;
    const number = memoized(`number-${locales.join('-')}`, () => new Intl.NumberFormat(locales));
    return message.replace(new RegExp(OCTOTHORPE, 'g'), number.format(value - ((cases.offset as number | undefined) ?? 0)));
  };
  const byType: Record<string, (value: never, cases: Record<string, unknown>) => unknown> = {
    plural: plural(false),
    selectordinal: plural(true),
    select: (value: string, rules) => rules[value] ?? rules.other,
  };
  const format = (tokens: readonly Token[], octothorpe = false): string =>
    tokens.reduce<string>((message, token) => {
      if (token === '#' && octothorpe) return message + OCTOTHORPE;
      if (isString(token)) return message + token;
      const [name, type, cases = {}] = token;
      let value = values[name];
      if (type) {
        const formatter = byType[type];
        if (!formatter) throw new Error(`The element's Lingui formats no ${type} (lingui-core.ts)`);
        const counted = type !== 'select';
        const formatted = Object.entries(cases).map(([key, text]) => [key, Array.isArray(text) ? format(text as Token[], counted) : text] as const);
        value = formatter(value as never, Object.fromEntries(formatted));
      }
      return value == null ? message : message + (value as string);
    }, '');
  const result = format(translation);
  return ESCAPE_SEQUENCE.test(result) ? decodeEscapes(result) : result;
}

export class I18n {
  readonly locale: string;
  readonly locales: string | string[] | undefined;
  readonly messages: Messages;

  constructor({ locale = DEFAULT_LOCALE, locales, messages = {} }: { locale?: string; locales?: string | string[]; messages?: Record<string, Messages> }) {
    this.locale = locale;
    this.locales = locales;
    this.messages = messages[locale] ?? {};
  }

  /** `@lingui/react`'s provider listens for `change`: an instance never changes once made, so none comes. */
  on(): () => void {
    return () => undefined;
  }

  _(id: string | { id: string; message?: string; values?: Values }, values?: Values, options?: { message?: string }): string {
    let message = options?.message;
    id ||= '';
    if (!isString(id)) {
      values = id.values || values;
      message = id.message;
      id = id.id;
    }
    const translation = this.messages[id] || message || id;
    // An uncompiled message (no catalog has the id) is shown as it is, as Lingui does without a compiler.
    if (isString(translation)) return ESCAPE_SEQUENCE.test(translation) ? decodeEscapes(translation) : translation;
    const locales = this.locales || this.locale;
    return interpolate(translation as readonly Token[], [...(Array.isArray(locales) ? locales : [locales]), DEFAULT_LOCALE], values ?? {});
  }

  t = this._.bind(this);
}

export function setupI18n(params: ConstructorParameters<typeof I18n>[0] = {}): I18n {
  return new I18n(params);
}
