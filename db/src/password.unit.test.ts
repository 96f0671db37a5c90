import {
  hashPassword,
  hashToken,
  MIN_PASSWORD_LENGTH,
  needsRehash,
  newToken,
  verifyPassword,
} from './password';

describe('password hashing', () => {
  let stored: string;
  beforeAll(async () => {
    stored = await hashPassword('correct horse battery');
  });

  it('stores scrypt at the OWASP parameters with a 16-byte salt and a 64-byte key', () => {
    const [scheme, N, r, p, salt, hash] = stored.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(hash!, 'base64')).toHaveLength(64);
    expect(needsRehash(stored)).toBe(false);
  });

  it('accepts the right password and rejects a wrong one', async () => {
    await expect(verifyPassword('correct horse battery', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batterY', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('correct horse battery')).not.toBe(stored);
  });

  it('treats malformed or tampered hashes as a failed login, without throwing', async () => {
    for (const bad of [
      null,
      undefined,
      '',
      'plaintext',
      'bcrypt$2b$10$abc',
      stored.replace('$131072$', '$4294967296$'),
      stored.replace('$131072$', '$1000$'),
    ]) {
      await expect(verifyPassword('correct horse battery', bad)).resolves.toBe(false);
    }
    expect(needsRehash('plaintext')).toBe(true);
  });

  it('verifies hashes made with older, cheaper parameters and flags them for rehash', async () => {
    const salt = Buffer.alloc(16, 7).toString('base64');
    const { scryptSync } = await import('node:crypto');
    const hash = scryptSync('correct horse battery', Buffer.from(salt, 'base64'), 64, {
      N: 2 ** 14,
      r: 8,
      p: 1,
    }).toString('base64');
    const old = `scrypt$16384$8$1$${salt}$${hash}`;
    await expect(verifyPassword('correct horse battery', old)).resolves.toBe(true);
    expect(needsRehash(old)).toBe(true);
  });

  it('requires at least 10 characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(10);
  });
});

describe('tokens', () => {
  it('are 32 random bytes, URL-safe, never repeated', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
  });

  it('are stored as their SHA-256 in hex', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
