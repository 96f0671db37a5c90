import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import { ReimbursementRequest, withTenantScope } from '@claims/db';
import { assertReachesCase, tenantScope } from '../../auth/case-reach';
import type { SessionUser } from '../../auth/session-user';
import type { ApiDeps } from '../../deps';
import { HttpError } from '../../http-error';

/** Runs `fn` under the user's row-level-security scope. */
export const inRequestScope = <T>(
  deps: ApiDeps,
  user: SessionUser,
  fn: (trx: Knex.Transaction) => Promise<T>,
) => withTenantScope(deps.db, tenantScope(user), fn);

/** Narrows a query on `reimbursement_requests as r` to what the user may see (submitted requests). */
export function reachableRequests<R>(
  qb: QueryBuilder<ReimbursementRequest, R>,
  user: SessionUser,
): QueryBuilder<ReimbursementRequest, R> {
  const reach = user.reach;
  qb.where('r.draft', false).whereNull('r.deleted_at');
  if (reach.kind === 'COMPANIES') return qb.whereIn('r.client_id', [...reach.clientIds]);
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
