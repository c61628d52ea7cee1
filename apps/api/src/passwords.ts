/**
 * Password hashing with scrypt (node:crypto): a random 16-byte salt per password, the cost
 * parameters stored beside the hash so they can be raised later without breaking old hashes.
 * Format: `scrypt$N$r$p$saltBase64$hashBase64`.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const COST = { N: 16384, r: 8, p: 1 } as const;

/** Synchronous: only the seeding at start-up hashes, before the server accepts requests. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

function scryptAsync(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * A hash no password matches, verified for unknown login names so that an unknown name costs
 * as much time as a wrong password and the answer time does not reveal which names exist.
 */
export const UNUSABLE_HASH = hashPassword(randomBytes(32).toString('base64'));

/** Asynchronous (scrypt runs on the thread pool), compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64');
  const actual = await scryptAsync(password, Buffer.from(saltText, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
