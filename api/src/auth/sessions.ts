import type { Knex } from 'knex';
import { hashToken, newToken } from '@claims/db';

/** A new bearer session: the token goes to the caller once, only its hash is stored. */
export async function startSession(
  db: Knex,
  userId: string,
  ttlHours: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  // Expiry from the database clock, the same clock `authenticate` compares it with.
  const [row] = await db('access_tokens')
    .insert({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: db.raw('now() + make_interval(secs => ?)', [ttlHours * 3600]),
    })
    .returning('expires_at');
  return { token, expiresAt: new Date(row.expires_at) };
}

export async function revokeSession(db: Knex, tokenId: string): Promise<void> {
  await db('access_tokens')
    .where({ id: tokenId })
    .whereNull('revoked_at')
    .update({ revoked_at: db.fn.now() });
}

/** Ends every open session of a user (after a password change). */
export async function revokeSessionsOf(db: Knex, userId: string): Promise<void> {
  await db('access_tokens')
    .where({ user_id: userId })
    .whereNull('revoked_at')
    .update({ revoked_at: db.fn.now() });
}
