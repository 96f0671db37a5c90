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

/**
 * A staff user of the test's own, answered by e-mail. Test files share one database and one
 * Redis: another file's reports stay queued under a demo login, its password change ends that
 * login's sessions everywhere. A screen or stream that must not see those uses its own user.
 */
export async function ownUser(
  db: Knex,
  role: 'MASTER' | 'CUSTOMER_SERVICE' | 'INSPECTOR',
  prefix = 'own',
): Promise<string> {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await db('users').insert({ name: 'Inés', last_name: 'Núñez', email, role });
  return email;
}
