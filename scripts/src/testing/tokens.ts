import type { Knex } from 'knex';
import { hashToken, newToken } from '@claims/db';

/**
 * A bearer token for a seeded user, written straight into access_tokens (valid for 1 h), so a
 * test can act as any demo login without going through the login route.
 */
export async function issueToken(db: Knex, email: string): Promise<string> {
  const user = await db('users').whereRaw('lower(email) = lower(?)', [email]).first('id');
  if (!user) throw new Error(`issueToken: no user ${email}`);
  const token = newToken();
  await db('access_tokens').insert({
    user_id: user.id,
    token_hash: hashToken(token),
    expires_at: db.raw("now() + interval '1 hour'"),
  });
  return token;
}

/** The Authorization header of a token, with an optional request language. */
export function bearer(token: string, locale?: string): Record<string, string> {
  return { Authorization: `Bearer ${token}`, ...(locale ? { 'Content-Language': locale } : {}) };
}

/** Headers of a fresh session for a seeded user: `await signedIn(db, 'claims@example.com')`. */
export async function signedIn(db: Knex, email: string, locale?: string): Promise<Record<string, string>> {
  return bearer(await issueToken(db, email), locale);
}
