import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { Transform, type TransformCallback } from 'node:stream';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, isRouteErrorResponse, type AppLoadContext, type EntryContext, type HandleDataRequestFunction, type HandleErrorFunction } from 'react-router';
import { DATA_ANSWER_CACHE, pageCacheHeaders } from './page-cache.ts';
import { securityHeaders } from './security.ts';
import { SiteHeaderServer } from './site-header.server.tsx';

export const streamTimeout = 5_000;

/**
 * The page's body as React flushes it: React writes a flush in chunks of 4 KB and then calls the
 * destination's `flush()`, so the chunks of one flush leave as one. React Router's adapter writes
 * each chunk it reads to the response and flushes it (`res.flush()`: a sync flush of the
 * compression stream, a write to the socket): one each for a flush, not one for every 4 KB.
 */
class FlushedBody extends Transform {
  #held: Buffer[] = [];
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.#held.push(chunk);
    done();
  }
  flush() {
    if (this.#held.length === 0) return;
    this.push(this.#held.length === 1 ? this.#held[0] : Buffer.concat(this.#held));
    this.#held = [];
  }
  override _flush(done: TransformCallback) {
    this.flush();
    done();
  }
}

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
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const app = (
      <SiteHeaderServer>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </SiteHeaderServer>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new FlushedBody();
        body.on('end', () => clearTimeout(timeoutId));
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        setCacheHeaders();
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
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
