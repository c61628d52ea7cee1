/**
 * A stylesheet that production server HTML carries inline: the first paint waits for no request
 * of its own, and the page's scripts, already downloading, do not share the bandwidth with it
 * (npm run bench: as a link, the header's stylesheet put 80–150 ms on a throttled phone's LCP).
 * Client navigations fetch data, not documents, so the inlined bytes come once per page load.
 *
 * The server reads the built file (server/app.ts, `inlineStyle`) and renders it in a <style> that
 * React hoists into <head> by its `href` and `precedence`. The client renders the same element
 * empty, and React adopts the server's by its `href`, so the CSS is not in the JavaScript too. In
 * development it stays a link (Vite's hot reload). If a production server cannot read the file,
 * its HTML links the stylesheet instead; the client's empty <style> beside it changes nothing.
 */
import { createContext, useContext } from 'react';

export type ReadStylesheet = (href: string) => string | undefined;

export const InlineStylesheets = createContext<ReadStylesheet | null>(null);

export function Stylesheet({ href }: { href: string }) {
  const read = useContext(InlineStylesheets);
  const text = !import.meta.env.PROD ? undefined : typeof document === 'undefined' ? read?.(href) : '';
  return text === undefined ? (
    <link rel="stylesheet" href={href} precedence="default" />
  ) : (
    <style href={href} precedence="default">
      {text}
    </style>
  );
}
