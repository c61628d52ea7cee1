/**
 * Message keys of the navigation model, typed from the English `nav` catalog: a label key that is
 * not in `i18n/catalogs/en/nav.json` is a compile error.
 */
import type navCatalog from '../i18n/catalogs/en/nav.json';

export type NavMessageKey = keyof typeof navCatalog;

/** Values of a message with parameters (`UID {uid}`, `{count, plural, ...}`). */
export type MessageValues = Readonly<Record<string, string | number>>;
