import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export { MIN_PASSWORD_LENGTH } from '@claims/domain';

/**
 * Password hashing with scrypt at the OWASP Password Storage Cheat Sheet's parameters
 * (N=2^17, r=8, p=1), stored self-describing as `scrypt$N$r$p$salt$hash` (salt and hash base64)
 * so the parameters can be raised later without invalidating existing hashes (see
 * `needsRehash`).
 */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
// Refuse stored parameters far beyond ours: a tampered row must not make a login allocate gigabytes.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const hash = await derive(plain, salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** False for a wrong password and for anything that is not a hash we wrote (never throws). */
export async function verifyPassword(plain: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await derive(plain, parsed.salt, parsed.hash.length, parsed.params);
  return timingSafeEqual(actual, parsed.hash);
}

/** True when a stored hash uses other parameters than today's: rehash it after a successful login. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return (
    !parsed ||
    parsed.params.N !== PARAMS.N ||
    parsed.params.r !== PARAMS.r ||
    parsed.params.p !== PARAMS.p ||
    parsed.hash.length !== KEY_LENGTH
  );
}

/** A new bearer, invitation or reset token: 32 random bytes, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored for a token. Tokens carry 256 bits of entropy, so an unsalted SHA-256 suffices. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

function parse(stored: string | null | undefined) {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map((part) => (/^\d+$/.test(part) ? Number(part) : NaN)) as [
    number,
    number,
    number,
  ];
  const isPowerOfTwo = N > 1 && (N & (N - 1)) === 0;
  if (!isPowerOfTwo || N > MAX_N || !(r >= 1 && r <= MAX_R) || !(p >= 1 && p <= MAX_P)) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const hash = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || hash.length < 16) return null;
  return { params: { N, r, p }, salt, hash };
}

function derive(plain: string, salt: Buffer, keyLength: number, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    ...params,
    // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below that at N=2^17.
    maxmem: 256 * params.N * params.r,
  };
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFC'), salt, keyLength, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}
