/**
 * The development pseudo-locale: every catalog text is accented and padded a third longer, like
 * the longest translations, and each message is bracketed (`⟦Šþöţ··⟧`). Any text on screen that
 * did not come from a catalog, or that will not fit once translated, is then obvious. Applied by
 * Lingui's compiler to text only, so parameters and plural syntax stay intact.
 */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((char, index) => [char, [...'áƀçðéƒĝĥíĵķĺɱñöþǫŕšţúṽŵẋýžÅƁÇÐÉƑĜĤÍĴĶĹṀÑÖÞǪŔŠŢÚṼŴẊÝŽ'][index] ?? char]),
);

export function pseudoText(text: string): string {
  const accented = [...text].map((char) => ACCENTED[char] ?? char).join('');
  return `${accented}${'·'.repeat(Math.ceil(text.replace(/\s/g, '').length / 3))}`;
}

export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';
