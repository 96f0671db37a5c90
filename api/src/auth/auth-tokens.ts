import type { Knex } from 'knex';
import {
  AuthToken,
  createPasswordPath,
  hashPassword,
  hashToken,
  mintAuthLink,
  User,
  type AuthTokenKind,
} from '@claims/db';
import { revokeSessionsOf } from './sessions';

export const INVITATION_TTL_HOURS = 72;
export const PASSWORD_RESET_TTL_HOURS = 1;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

export { createPasswordPath };

export interface PasswordLink {
  token: string;
  url: string;
}

/**
 * A link handed straight to the caller (tests, an operator's script). The product's own links
 * are minted by the jobs worker as it sends the e-mail (`password-mail.ts`), so no token ever sits
 * in the outbox or passes through the api's logs.
 */
async function issueAuthToken(
  db: Knex,
  userId: string,
  kind: AuthTokenKind,
  ttlHours: number,
  publicUrl: string,
): Promise<PasswordLink> {
  const token = await mintAuthLink(db, { userId, kind, ttlHours });
  return { token, url: `${publicUrl.replace(/\/+$/, '')}${createPasswordPath(token)}` };
}

/**
 * An invitation for a user created without a password (user invites call this). `url` is
 * absolute when `publicUrl` (the api's PUBLIC_URL) is given, else the portal path.
 */
export function createInvitation(
  db: Knex,
  userId: string,
  ttlHours = INVITATION_TTL_HOURS,
  publicUrl = '',
): Promise<PasswordLink> {
  return issueAuthToken(db, userId, 'INVITATION', ttlHours, publicUrl);
}

export function createPasswordReset(db: Knex, userId: string, publicUrl = ''): Promise<PasswordLink> {
  return issueAuthToken(db, userId, 'PASSWORD_RESET', PASSWORD_RESET_TTL_HOURS, publicUrl);
}

export interface UsableAuthToken {
  id: string;
  kind: AuthTokenKind;
  userId: string;
  email: string;
  name: string;
}

/** The token's link and user while it is unused, unexpired and its user may sign in. */
export async function findUsableAuthToken(db: Knex, token: string): Promise<UsableAuthToken | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const link = await AuthToken.query(db)
    .alias('t')
    .joinRelated('user as u')
    .where('t.tokenHash', hashToken(token))
    .whereIn('t.kind', ['INVITATION', 'PASSWORD_RESET'])
    .whereNull('t.usedAt')
    .where('t.expiresAt', '>', db.fn.now())
    .where('u.active', true)
    .whereNull('u.deletedAt')
    .select('t.id', 't.kind', 'u.id as userId', 'u.email', 'u.name')
    .first()
    .castTo<(AuthToken & Pick<User, 'email' | 'name'>) | undefined>();
  return link && { id: link.id, kind: link.kind, userId: link.userId, email: link.email, name: link.name };
}

/**
 * Sets the user's password through a link and spends the link; answers the user's id. Undefined
 * when the link is not usable (any more): two submissions of one link cannot both succeed. Every
 * session the user had ends, so a reset also throws out whoever knew the old password.
 */
export async function setPasswordWithToken(
  db: Knex,
  token: string,
  password: string,
): Promise<string | undefined> {
  const link = await findUsableAuthToken(db, token);
  // Hash only for a live link: scrypt is deliberately costly and must not be free to trigger.
  if (!link) return undefined;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (trx) => {
    const spent = await AuthToken.query(trx)
      .patch({ usedAt: trx.fn.now() })
      .where({ id: link.id })
      .whereNull('usedAt')
      .where('expiresAt', '>', trx.fn.now());
    if (spent !== 1) return undefined;
    // The user's other live links die with this one: a password was just chosen.
    await AuthToken.query(trx)
      .patch({ usedAt: trx.fn.now() })
      .where({ userId: link.userId })
      .whereIn('kind', ['INVITATION', 'PASSWORD_RESET'])
      .whereNull('usedAt');
    await User.query(trx).patch({ passwordHash }).where({ id: link.userId });
    await revokeSessionsOf(trx, link.userId);
    return link.userId;
  });
}
