// The modules of the catalog plugin (packages/header/i18n-build/vite-plugin.ts) for the site's own catalogs.
declare module 'virtual:catalogs' {
  import type { Messages } from '@lingui/core';
  /** One loader per locale that has a catalog folder; each is its own chunk. */
  export const loaders: Record<string, (() => Promise<{ default: Messages }>) | undefined>;
}

declare module 'virtual:catalog/*' {
  import type { Messages } from '@lingui/core';
  /** One locale's messages merged over English, compiled. */
  const messages: Messages;
  export default messages;
}

declare module 'virtual:catalog-hrefs' {
  /**
   * The client build's URLs of each locale's catalog chunks (the site's and the header's), for
   * modulepreload hints; empty in development.
   */
  export const catalogHrefs: Partial<Record<string, string[]>>;
}
