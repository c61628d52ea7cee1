/**
 * The `/en/...` redirect (issue 7, open redirects): it drops the English prefix and stays on this
 * site; before, `/en//host` redirected to `//host`, another site.
 */
import { describe, expect, it } from 'vitest';
import { loader } from './locale.tsx';

const ORIGIN = 'http://127.0.0.1:3000';

/** The Location of the redirect the loader throws for `path`. */
function redirectOf(path: string): string {
  try {
    loader({ params: { lang: 'en' }, request: new Request(`${ORIGIN}${path}`), context: {} } as unknown as Parameters<typeof loader>[0]);
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status === 301) return thrown.headers.get('location') ?? '';
    throw thrown;
  }
  throw new Error(`${path} did not redirect`);
}

describe('the /en/ redirect', () => {
  it.each([
    ['/en', '/'],
    ['/en/', '/'],
    ['/en/spot/BTCUSDT?type=cross', '/spot/BTCUSDT?type=cross'],
    ['/en//evil.example', '/evil.example'],
    ['/en///evil.example/path?x=1', '/evil.example/path?x=1'],
    // The request URL parser reads a backslash as a slash.
    ['/en/\\evil.example', '/evil.example'],
    ['/en/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/en/%5Cevil.example', '/%5Cevil.example'],
  ])('%s goes to %s, on this origin', (path, location) => {
    const target = redirectOf(path);
    expect(target).toBe(location);
    expect(new URL(target, ORIGIN).origin).toBe(ORIGIN);
  });
});
