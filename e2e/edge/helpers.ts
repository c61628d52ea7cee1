/** What the edge suites share: one GET as sent, sign-in of every demo user, whose header a body shows, a pool, a fixed shuffle. */
import { readFileSync } from 'node:fs';
import { request as httpRequest, type Agent } from 'node:http';
import { expect } from 'vitest';
import { ENDPOINTS } from '@exchange/contract';
import { DEMO_PASSWORD, DEMO_USERS } from '@exchange/contract/demo';

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One GET through node:http (a real connection, every header as sent). */
export function get(url: string, cookie?: string, agent?: Agent): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: cookie ? { cookie } : {}, agent: agent ?? false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}


const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A login name or user id as a whole token (demo@demo is inside creation-demo@demo). */
export const token = (text: string) => new RegExp(`(?<![\\w.@-])${escape(text)}(?![\\w.@-])`);


/** What a body shows of people: its user's own name and UID (none for a guest), and nobody else's. */
export function whoseHeader(body: string, user: (typeof DEMO_USERS)[number] | null): string[] {
  const found: string[] = [];
  if (user) {
    if (!body.includes(`data-testid="user-name">${user.loginName}<`)) found.push(`own name ${user.loginName} missing`);
    if (!body.includes(`UID ${user.userId}`)) found.push(`own UID ${user.userId} missing`);
  }
  for (const other of DEMO_USERS) {
    if (other === user) continue;
    if (token(other.loginName).test(body)) found.push(`shows ${other.loginName}`);
    if (token(other.userId).test(body)) found.push(`shows UID ${other.userId}`);
  }
  return found;
}

/**
 * Signs every demo user in through `origin`; each one's session cookie (`rt=…`) by login name.
 * A sign-in the edge could not hand over (502, 503 or 504: a render process still warming up or
 * busy on a loaded machine, which a POST is not retried on) is asked again after the wait the
 * answer gives (Retry-After, else 1 s), as a browser's user would, up to five times; any other
 * failure stops the suite with the status and the answer's body.
 */
export async function signInAll(origin: string): Promise<Map<string, string>> {
  const sessions = new Map<string, string>();
  for (const user of DEMO_USERS) {
    let response: Response | undefined;
    for (let attempt = 1; ; attempt++) {
      response = await fetch(`${origin}${ENDPOINTS.login.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loginName: user.loginName, password: DEMO_PASSWORD }),
      });
      if (![502, 503, 504].includes(response.status) || attempt === 5) break;
      await response.arrayBuffer();
      const wait = Number(response.headers.get('retry-after'));
      await new Promise((resolve) => setTimeout(resolve, (Number.isFinite(wait) && wait > 0 ? Math.min(wait, 5) : 1) * 1000));
    }
    const rt = response.headers.getSetCookie().map((line) => line.split(';')[0]!).find((pair) => pair.startsWith('rt='));
    if (!rt) throw new Error(`sign-in of ${user.loginName} failed (${response.status}): ${(await response.text()).slice(0, 300)}`);
    // A sign-in answer sets cookies: never from the cache.
    expect(response.headers.get('x-cache-status')).not.toBe('HIT');
    sessions.set(user.loginName, rt);
  }
  return sessions;
}

/** Runs `tasks` with `concurrency` at a time, in order. */
export async function pool<T>(tasks: (() => Promise<T>)[], concurrency: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]!();
      }
    }),
  );
  return results;
}

/** A deterministic shuffle (the order of the interleaving is the same on every run). */
export function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  let seed = 15;
  for (let i = copy.length - 1; i > 0; i -= 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}


/** One request through node:http with any method and headers (each header as sent, repeated ones as arrays). */
export function send(url: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string | string[]>; body?: Buffer | string } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export { raw } from '../../apps/web/test/raw-request.ts';

/**
 * The fragment's script tag as the site should write it: the enhancer of the element build's
 * release (the channel's, as nothing here pins another), with that release's integrity, read from
 * the build's release.json.
 */
export function fragmentScriptTag(origin = ''): string {
  const release = JSON.parse(readFileSync(new URL('../../packages/header/dist/element/release.json', import.meta.url), 'utf8')) as { version: string; integrity: Record<string, string> };
  return `<script type="module" src="${origin}/header/${release.version}/enhancer.js" integrity="${release.integrity['enhancer.js']}"></script>`;
}
