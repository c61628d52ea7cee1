/**
 * Classic WebDriver (WebKitGTK's only protocol) has no console or page-error events and no way to
 * run a script before a page's own. So the WebKit run loads the site through this loopback proxy,
 * which forwards every request unchanged (same Host header: the API's same-origin check passes)
 * and puts one inline script first in the <head> of every HTML page, with the page's own CSP
 * nonce: it records uncaught errors, unhandled rejections, `console.error` calls, failed
 * resources and CSP violations in `window.__engineErrors`, from before the app's first script, so
 * hydration errors count. Test-only: the site itself never serves it.
 *
 * Limits: what the engine logs by itself without telling the page (a `console.error` of the
 * browser's own network log) is not seen, and errors of a page that is left before the suite
 * reads them are lost; the suite reads them before every navigation and at the end.
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const ERRORS_GLOBAL = '__engineErrors';

/** Runs in the page before anything else. Plain ES2017, written out as source. */
const HOOK = `(function () {
  var errors = (window.${ERRORS_GLOBAL} = []);
  function text(value) { return value instanceof Error ? value.name + ': ' + value.message : String(value); }
  addEventListener('error', function (event) {
    var target = event.target;
    if (target && target !== window && target.tagName) errors.push('resource: ' + target.tagName + ' ' + (target.src || target.href || ''));
    else errors.push('pageerror: ' + (event.error ? text(event.error) : event.message));
  }, true);
  addEventListener('unhandledrejection', function (event) { errors.push('pageerror: unhandled rejection ' + text(event.reason)); });
  addEventListener('securitypolicyviolation', function (event) { errors.push('console: CSP blocked ' + event.blockedURI + ' (' + event.violatedDirective + ')'); });
  var original = console.error;
  console.error = function () {
    errors.push('console: ' + Array.prototype.map.call(arguments, text).join(' '));
    return original.apply(console, arguments);
  };
})();`;

/** The page with the hook first in its <head>, under the nonce of the page's own scripts. */
export function injectHook(html: string): string {
  const nonce = /<script[^>]*\snonce="([^"]+)"/.exec(html)?.[1];
  const head = /<head[^>]*>/.exec(html);
  if (!nonce || !head) return html; // no hook: the suite fails on its missing global
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}<script nonce="${nonce}">${HOOK}</script>${html.slice(at)}`;
}

export interface HookProxy {
  origin: string;
  close(): Promise<void>;
}

/** A proxy on 127.0.0.1 (a free port) in front of `target` (`http://127.0.0.1:port`). */
export async function startHookProxy(target: string): Promise<HookProxy> {
  const upstream = new URL(target);
  const server: Server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers };
    delete headers['accept-encoding']; // plain bytes, so HTML can be rewritten
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers },
      (answer: IncomingMessage) => {
        const isHtml = (answer.headers['content-type'] ?? '').startsWith('text/html');
        if (!isHtml) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = injectHook(Buffer.concat(chunks).toString('utf8'));
          const answerHeaders = { ...answer.headers };
          delete answerHeaders['content-length'];
          delete answerHeaders['transfer-encoding'];
          outgoing.writeHead(answer.statusCode ?? 502, { ...answerHeaders, 'content-length': Buffer.byteLength(body) });
          outgoing.end(body);
        });
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
