/** The currency unit the header shows (the bar's settings button, the dialog's pressed unit). */
import { localeEntry, type Locale } from '@exchange/contract';

/** The chosen unit, else the language's (LOCALES.currency). */
export function shownCurrency(locale: Locale, chosen: string | null | undefined): string {
  return chosen ?? localeEntry(locale).currency;
}
