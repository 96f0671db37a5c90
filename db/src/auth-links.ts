import type { Knex } from 'knex';
import { consoleUrl } from '@claims/domain';
import { AuthToken } from './models/auth-token';
import { hashToken, newToken } from './password';
import type { AuthTokenKind } from './stored-values';

/** The portal page where an invitation or reset link lands. */
export const createPasswordPath = (token: string) => `/auth/create-password/${token}`;
/** The same screen in the console (hash routes under /admin), where staff's links land. */
export const consoleCreatePasswordPath = (token: string) => consoleUrl(createPasswordPath(token));
/** The portal page where a link confirming a new e-mail address lands. */
export const confirmEmailPath = (token: string) => `/auth/confirm-email/${token}`;
// Only the newest of these works: a later request replaces what an earlier one asked for.
const NEWEST_ONLY: readonly AuthTokenKind[] = ['INVITATION', 'EMAIL_CHANGE'];

/**
 * Mints a single-use link token for a user and stores only its hash. The token itself exists
 * once, in the caller's hands: the jobs worker puts it in the e-mail it is sending, nowhere else.
 * A new invitation (or e-mail change) retires the user's earlier ones (the newest request is what
 * someone meant); a
 * new reset link does not retire a live one, or anyone who knows an e-mail address could keep
 * killing its owner's link. With `eventKey` (the outbox row it is sent for) a second mint for the
 * same row replaces the first, so a retried delivery leaves one live link, not two.
 */
export async function mintAuthLink(
  db: Knex,
  link: { userId: string; kind: AuthTokenKind; ttlHours: number; eventKey?: string; newEmail?: string },
): Promise<string> {
  const token = newToken();
  const row = {
    userId: link.userId,
    kind: link.kind,
    tokenHash: hashToken(token),
    expiresAt: db.raw('now() + make_interval(secs => ?)', [link.ttlHours * 3600]),
    eventKey: link.eventKey ?? null,
    newEmail: link.newEmail ?? null,
  };
  await db.transaction(async (trx) => {
    if (NEWEST_ONLY.includes(link.kind))
      await AuthToken.query(trx)
        .patch({ usedAt: trx.fn.now() })
        .where({ userId: link.userId, kind: link.kind })
        .whereNull('usedAt')
        .modify((q) => {
          if (link.eventKey) q.where((w) => w.whereNot('eventKey', link.eventKey!).orWhereNull('eventKey'));
        });
    if (!link.eventKey) await AuthToken.append(trx, row);
    else await AuthToken.append(trx, row).onConflict('eventKey').merge(['tokenHash', 'expiresAt']);
  });
  return token;
}

/**
 * Spends every live link of these kinds the user has (by default all of them): the links in
 * e-mails already sent stop working at once. Said when the address they went to stops being
 * the account's, or a newer link replaces them.
 */
export async function retireAuthLinks(
  db: Knex,
  userId: string,
  kinds: readonly AuthTokenKind[] = ['INVITATION', 'PASSWORD_RESET', 'EMAIL_CHANGE'],
): Promise<number> {
  return AuthToken.query(db)
    .patch({ usedAt: db.fn.now() })
    .where({ userId })
    .whereIn('kind', kinds)
    .whereNull('usedAt');
}
