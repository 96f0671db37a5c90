import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import { Inspection, ProtestLetter } from '@claims/db';
import { assertReachesCase, inCaseScope } from '../../auth/case-reach';
import type { SessionUser } from '../../auth/session-user';
import { findDraftOrFiled } from '../../drafts';
import { HttpError } from '../../http-error';

/**
 * Every query here is narrowed to what the user reaches, and row-level security holds the same
 * line underneath: an inspector's scope shows only the letters whose inspection is theirs.
 */
export const inLetterScope = inCaseScope;

/** Narrows a query on `protest_letters as p` to what the user may see. */
export function reachableLetters<R>(
  qb: QueryBuilder<ProtestLetter, R>,
  user: SessionUser,
): QueryBuilder<ProtestLetter, R> {
  const reach = user.reach;
  if (reach.kind === 'INSPECTOR')
    return qb.whereExists(
      Inspection.query()
        .alias('i')
        .whereRaw('i.protest_letter_id = p.id')
        .where('i.inspectorId', reach.inspectorId),
    );
  if (reach.kind === 'COMPANIES') return qb.whereIn('p.clientId', [...reach.clientIds]);
  return qb;
}

/** A filed letter the user reaches, or 404 (a letter outside one's reach does not exist for them). */
export async function findLetter(
  trx: Knex.Transaction,
  user: SessionUser,
  id: string,
): Promise<ProtestLetter> {
  const letter = await reachableLetters(ProtestLetter.query(trx).alias('p'), user)
    .where({ 'p.id': id, 'p.draft': false })
    .whereNull('p.deletedAt')
    .select('p.*')
    .first();
  if (!letter) throw new HttpError(404, 'CASE_NOT_FOUND', 'errors.notFound');
  if (user.reach.kind !== 'INSPECTOR') assertReachesCase(user, letter.clientId);
  return letter;
}

/** A draft of one's own (`draft: true`) or a filed letter the user reaches, or 404. */
export const findLetterOrDraft = (trx: Knex.Transaction, user: SessionUser, id: string) =>
  findDraftOrFiled(trx, ProtestLetter, user, id, findLetter);
