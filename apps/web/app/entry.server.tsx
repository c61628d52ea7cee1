import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, isRouteErrorResponse, type AppLoadContext, type EntryContext, type HandleDataRequestFunction, type HandleErrorFunction } from 'react-router';
import { InlineStylesheets } from './inline-styles.tsx';
import { acceptsGzip, createKeptPieces, createPageBody, createRepeatedParts } from './page-body.ts';
import { DATA_ANSWER_CACHE, pageCacheHeaders } from './page-cache.ts';
import { securityHeaders } from './security.ts';
import { SiteHeaderServer } from './site-header.server.tsx';

export const streamTimeout = 5_000;

/** A navigation's data answer (page-cache.ts, DATA_ANSWER_CACHE): never shared, whatever it holds. */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  // A redirect's headers may be immutable: the answer is remade around the same body.
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', DATA_ANSWER_CACHE);
  headers.set('Vary', 'Cookie');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

/**
 * Errors worth a log line: a client's mistake that the site answered with a 4xx (a POST to a page
 * without a form is a 405, an unknown page a 404) is not one, nor a request the client gave up.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  console.error(error);
};

/**
 * The kept pieces' bytes (page-body.ts): the inline stylesheet and the header's kept renders, each
 * cut at a signed-in person's values (a guest's is one piece, a signed-in kind's about seven).
 */
const keptPiece = createKeptPieces();
/** The live parts that repeat from page to page (the head, a person's avatar), compressed once each. */
const repeatedPart = createRepeatedParts();

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce } = loadContext;
  for (const [name, value] of Object.entries(securityHeaders(`'nonce-${nonce}'`, loadContext.production))) responseHeaders.set(name, value);
  // Who may keep this page (page-cache.ts): set before the body streams, from the root's data.
  const root = routerContext.staticHandlerContext.loaderData.root as { incomplete?: boolean } | undefined;
  const setCacheHeaders = () => {
    const cache = pageCacheHeaders({
      cookie: request.headers.get('cookie'),
      status: responseStatusCode,
      incomplete: root?.incomplete === true,
      setsCookie: responseHeaders.has('set-cookie'),
    });
    for (const [name, value] of Object.entries(cache)) responseHeaders.set(name, value);
  };
  if (request.method.toUpperCase() === 'HEAD') {
    setCacheHeaders();
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    // The page's kept parts go in as bytes made once (page-body.ts), gzipped here when the browser takes gzip.
    const gzip = acceptsGzip(request.headers.get('accept-encoding'));
    const body = createPageBody({
      gzip,
      keptPiece,
      repeatedPart,
      unique: nonce,
      onEnd: () => {
        clearTimeout(timeoutId);
        timeoutId = undefined;
      },
    });
    const inlineStyle = (href: string) => {
      const stylesheet = loadContext.inlineStyle(href);
      return stylesheet && body.embed([stylesheet.utf8]);
    };
    const app = (
      <InlineStylesheets value={inlineStyle}>
        <SiteHeaderServer embed={body.embed}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </SiteHeaderServer>
      </InlineStylesheets>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        if (gzip) responseHeaders.set('Content-Encoding', 'gzip');
        responseHeaders.append('Vary', 'Accept-Encoding');
        setCacheHeaders();
        pipe(body.stream);
        resolve(new Response(createReadableStreamFromReadable(body.stream), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}
