// What the header imports of its i18n runtime, for scripts/bytes.mjs to weigh as a host without
// Lingui would bundle it (the header's other Lingui imports are types).
export { setupI18n } from '@lingui/core';
export { I18nProvider, useLingui } from '@lingui/react';
