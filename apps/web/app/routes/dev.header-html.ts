/**
 * The kept header renders' counts as JSON (development and test builds only, like the visibility
 * matrix): `{ hits, misses, uncached, entries }` since the process started. `npm run bench` reads
 * it before and after its traffic mix for the kept renders' hit ratio. 404 unless development tools
 * are on, and in the bare build, which keeps nothing.
 */
import { data, type AppLoadContext, type LoaderFunctionArgs } from 'react-router';
import { headerHtmlStats } from '../site-header.server.tsx';

export function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  if (!context.devTools || !headerHtmlStats) throw data(null, { status: 404 });
  return Response.json(headerHtmlStats(), { headers: { 'Cache-Control': 'no-store' } });
}
