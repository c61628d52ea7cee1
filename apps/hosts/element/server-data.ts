/**
 * What a server fragment (`GET /header/fragment`) hands the element besides the header's HTML:
 * the props that HTML was rendered from, in a JSON script inside the element. Read once and
 * removed; anything that is not that shape is ignored and the element loads its data itself.
 */
import { isLocale, type HeaderData, type Locale, type Theme } from '@exchange/header';

export interface ServerHeader {
  locale: Locale;
  currentPath: string;
  theme: Theme;
  currency: string | null;
  /** The site's origin when the fragment's links are absolute (`links=absolute`). */
  siteOrigin?: string | null;
  data: HeaderData;
}

export const SERVER_DATA_SELECTOR = ':scope > script[type="application/json"][data-exchange-header]';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function readServerHeader(element: Element): ServerHeader | undefined {
  const script = element.querySelector(SERVER_DATA_SELECTOR);
  if (!script) return undefined;
  script.remove();
  let value: unknown;
  try {
    value = JSON.parse(script.textContent ?? '');
  } catch {
    return undefined;
  }
  if (!isObject(value) || !isObject(value.data) || !isLocale(value.locale) || typeof value.currentPath !== 'string') return undefined;
  if ((value.theme !== 'black' && value.theme !== 'white') || (value.currency !== null && typeof value.currency !== 'string')) return undefined;
  if (value.siteOrigin !== undefined && value.siteOrigin !== null && typeof value.siteOrigin !== 'string') return undefined;
  return value as unknown as ServerHeader;
}
