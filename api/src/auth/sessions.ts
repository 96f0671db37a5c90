import type { Knex } from 'knex';
import { AccessToken, hashToken, newToken } from '@claims/db';

/** A new bearer session: the token goes to the caller once, only its hash is stored. */
export async function startSession(
  db: Knex,
  userId: string,
  ttlHours: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  // Expiry from the database clock, the same clock `authenticate` compares it with.
  const session = await AccessToken.query(db)
    .insert({
      userId,
      tokenHash: hashToken(token),
      expiresAt: db.raw('now() + make_interval(secs => ?)', [ttlHours * 3600]),
    })
    .returning('expiresAt');
  return { token, expiresAt: new Date(session.expiresAt) };
}

export async function revokeSession(db: Knex, tokenId: string): Promise<void> {
  await AccessToken.query(db).patch({ revokedAt: db.fn.now() }).where({ id: tokenId }).whereNull('revokedAt');
}

/** Ends every open session of a user (after a password change). */
export async function revokeSessionsOf(db: Knex, userId: string): Promise<void> {
  await AccessToken.query(db).patch({ revokedAt: db.fn.now() }).where({ userId }).whereNull('revokedAt');
}
