/**
 * The header's "retry once" policy. When the data of the first render came incomplete
 * (HeaderData.incomplete: a call failed in a way that may pass), the page asks once more after
 * that render, so a passing API hiccup does not leave a trader with a guest header or without the
 * gated menus; and only once, so a lasting fault keeps the fallback instead of a retry loop.
 *
 * `retry` is the host's way of asking (PageHeader loads the data again in the browser; the site
 * revalidates its route, whose server reads it again); it may be a new function at every render.
 * `key` is what "once" counts: by default once for the component's life (the site's revalidation
 * brings new data, which must not ask again); PageHeader passes its `data` prop, so data its host
 * gives anew starts again.
 */
import { useEffect, useRef } from 'react';

export function useRetryOnce(incomplete: boolean, retry: () => void, key?: unknown): void {
  const asked = useRef<{ key: unknown } | null>(null);
  useEffect(() => {
    if (!incomplete || (asked.current && Object.is(asked.current.key, key))) return;
    asked.current = { key };
    retry();
  }, [incomplete, retry, key]);
}
