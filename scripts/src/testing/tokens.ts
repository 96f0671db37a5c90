import type { Knex } from 'knex';
import { hashToken, newToken } from '@claims/db';

/**
 * A Bearer token for a (demo) user, minted straight into access_tokens: tests of other routes
 * should not depend on the login route's throttling.
 */
export async function issueToken(db: Knex, email: string): Promise<string> {
  const user = await db('users').whereRaw('lower(email) = lower(?)', [email]).first('id');
  if (!user) throw new Error(`no user ${email} in the test database`);
  const token = newToken();
  await db('access_tokens').insert({
    user_id: user.id,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + 60 * 60 * 1000),
  });
  return token;
}

/** `Authorization` header for a user. */
export async function bearer(db: Knex, email: string): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${await issueToken(db, email)}` };
}
