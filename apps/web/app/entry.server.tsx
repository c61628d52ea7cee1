import { Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { InlineStylesheets } from './inline-styles.tsx';
import { pageCacheHeaders } from './page-cache.ts';
import { securityHeaders } from './security.ts';
import { SiteHeaderServer } from './site-header.server.tsx';

export const streamTimeout = 5_000;

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
    const app = (
      <InlineStylesheets value={loadContext.inlineStyle}>
        <SiteHeaderServer>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </SiteHeaderServer>
      </InlineStylesheets>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = coalescing(() => {
          clearTimeout(timeoutId);
          timeoutId = undefined;
        });
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

/**
 * The page's body stream. React writes a document in a dozen small chunks in one turn, and React
 * Router flushes the response after each chunk (`res.flush()`), which makes the compression
 * middleware emit a gzip sync flush per chunk: most of the server's compression time went there
 * (npm run bench, README Speed). Chunks written in the same turn leave together, so a page is
 * compressed in one piece; later chunks (a Suspense boundary that resolves) still stream as they come.
 */
function coalescing(onEnd: () => void): Transform {
  let pending: Uint8Array[] = [];
  let scheduled = false;
  const release = () => {
    scheduled = false;
    if (pending.length) stream.push(Buffer.concat(pending));
    pending = [];
  };
  const stream = new Transform({
    transform(chunk: Uint8Array, _encoding, callback) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
      callback();
    },
    flush(callback) {
      release();
      onEnd();
      callback();
    },
  });
  return stream;
}
