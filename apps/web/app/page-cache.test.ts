import { describe, expect, test } from 'vitest';
import { GUEST_PAGE_CACHE, PRIVATE_PAGE_CACHE, UNCACHED_PAGE, pageCacheHeaders } from './page-cache.ts';

const guest = { cookie: null, status: 200, incomplete: false, setsCookie: false };

describe('pageCacheHeaders', () => {
  test('a guest page is shared under its key, and says it varies on cookies', () => {
    expect(pageCacheHeaders(guest)).toEqual({ 'Cache-Control': GUEST_PAGE_CACHE, Vary: 'Cookie' });
    expect(pageCacheHeaders({ ...guest, cookie: 'theme=white; currency=EUR; signed_in=1' })['Cache-Control']).toBe(GUEST_PAGE_CACHE);
    expect(pageCacheHeaders({ ...guest, status: 404 })['Cache-Control']).toBe(GUEST_PAGE_CACHE);
  });

  test('any request with the session cookie is private and never stored, valid or not', () => {
    for (const cookie of ['rt=abc', 'theme=white; rt=abc', 'rt=%E0%A4%A', ' rt =x', '__Host-rt=abc', 'theme=white; __Host-rt=%E0%A4%A']) {
      expect(pageCacheHeaders({ ...guest, cookie }), cookie).toEqual({ 'Cache-Control': PRIVATE_PAGE_CACHE });
    }
    expect(pageCacheHeaders({ ...guest, cookie: 'rt=abc', incomplete: true, status: 500 })['Cache-Control']).toBe(PRIVATE_PAGE_CACHE);
  });

  test('an incomplete render, a server error or a Set-Cookie is never stored', () => {
    expect(pageCacheHeaders({ ...guest, incomplete: true })).toEqual({ 'Cache-Control': UNCACHED_PAGE });
    expect(pageCacheHeaders({ ...guest, status: 500 })).toEqual({ 'Cache-Control': UNCACHED_PAGE });
    expect(pageCacheHeaders({ ...guest, setsCookie: true })).toEqual({ 'Cache-Control': UNCACHED_PAGE });
  });

  test('a cookie that merely ends in rt is no session', () => {
    expect(pageCacheHeaders({ ...guest, cookie: 'art=1; rtx=2' })['Cache-Control']).toBe(GUEST_PAGE_CACHE);
  });
});
