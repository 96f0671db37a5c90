import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import { ReimbursementRequest } from '@claims/db';
import { assertReachesCase, inCaseScope } from '../../auth/case-reach';
import type { SessionUser } from '../../auth/session-user';
import { findDraftOrFiled } from '../../drafts';
import { HttpError } from '../../http-error';

/** Runs `fn` under the user's row-level-security scope. */
export const inRequestScope = inCaseScope;

/** Narrows a query on `reimbursement_requests as r` to what the user may see (submitted requests). */
export function reachableRequests<R>(
  qb: QueryBuilder<ReimbursementRequest, R>,
  user: SessionUser,
): QueryBuilder<ReimbursementRequest, R> {
  const reach = user.reach;
  qb.where('r.draft', false).whereNull('r.deletedAt');
  if (reach.kind === 'COMPANIES') return qb.whereIn('r.clientId', [...reach.clientIds]);
  if (reach.kind === 'INSPECTOR') return qb.whereRaw('false');
  return qb;
}

/** A submitted request the user reaches, or 404 (outside one's reach it does not exist). */
export async function findRequest(
  trx: Knex.Transaction,
  user: SessionUser,
  id: string,
): Promise<ReimbursementRequest> {
  const request = await reachableRequests(ReimbursementRequest.query(trx).alias('r'), user)
    .where('r.id', id)
    .select('r.*')
    .first();
  if (!request) throw HttpError.of('CASE_NOT_FOUND');
  assertReachesCase(user, request.clientId);
  return request;
}

/** A draft of one's own (only whether it is one), else a filed request the user reaches, or 404. */
export const findRequestOrDraft = (trx: Knex.Transaction, user: SessionUser, id: string) =>
  findDraftOrFiled(trx, ReimbursementRequest, user, id, findRequest);
