import type { Locale } from '@exchange/contract';
import type { ApiInstance } from '@exchange/header/api';
import type { SharedLookups } from '@exchange/header/data';

/** What the host server gives every loader (server/app.ts creates it per request). */
declare module 'react-router' {
  interface AppLoadContext {
    /** The API instance of a server render's calls: the API's origin, the page's locale and the visitor's cookie (server/api-client.ts). */
    api: (locale: Locale, cookieHeader: string | null) => ApiInstance;
    /** Nonce of this response's Content-Security-Policy, for the scripts server rendering inlines. */
    nonce: string;
    /** Served from a production build (no hot-reload socket in the CSP). */
    production: boolean;
    /** Development tools such as the visibility matrix: on in development, and in tests via EXCHANGE_DEV_TOOLS=1. */
    devTools: boolean;
    /** The most the server render waits for the header's API calls, in ms. */
    headerBudgetMs: number;
    /** The header's answers that are the same for every user, kept per process (SHARED_DATA_TTL_MS). */
    sharedLookups: SharedLookups;
    /**
     * The release the element's channel `v<major>` names now, its `script`'s path under the site
     * (`/header/1.4.0/enhancer.js`) and integrity; undefined when the site serves no element build.
     */
    channelScript: (major: number, script: 'element.js' | 'enhancer.js') => { path: string; integrity: string } | undefined;
    /** A built stylesheet's text (`/assets/….css`), when the server has it and it holds no `</style`: the fragment's `styles=inline`. */
    inlineStyle: (href: string) => string | undefined;
  }
}
