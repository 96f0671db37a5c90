import type { Knex } from 'knex';
import { can, isClientSide } from '@claims/domain';
import { withTenantScope, type TenantScope } from '@claims/db';
import { assertReachesCase, tenantScope } from '../../auth/case-reach';
import type { SessionUser } from '../../auth/session-user';
import type { ApiDeps } from '../../deps';
import { HttpError } from '../../http-error';

/**
 * Inspectors run under the 'all' RLS scope (migration 0010: their narrower reach is the API's
 * job), and every query of theirs here is narrowed to letters whose inspection is assigned to them.
 */
function letterScope(user: SessionUser): TenantScope {
  return user.reach.kind === 'INSPECTOR' ? { all: true } : tenantScope(user);
}

export const inLetterScope = <T>(
  deps: ApiDeps,
  user: SessionUser,
  fn: (trx: Knex.Transaction) => Promise<T>,
) => withTenantScope(deps.db, letterScope(user), fn);

/** Narrows a query on `protest_letters as p` to what the user may see. */
export function reachableLetters(qb: Knex.QueryBuilder, user: SessionUser): Knex.QueryBuilder {
  const reach = user.reach;
  if (reach.kind === 'INSPECTOR')
    return qb.whereExists((sub) =>
      sub
        .from('inspections as i')
        .whereRaw('i.protest_letter_id = p.id')
        .where('i.inspector_id', reach.inspectorId),
    );
  if (reach.kind === 'COMPANIES') return qb.whereIn('p.client_id', [...reach.clientIds]);
  return qb;
}

/** A filed letter the user reaches, or 404 (a letter outside one's reach does not exist for them). */
export async function findLetter(trx: Knex.Transaction, user: SessionUser, id: string) {
  const row = await reachableLetters(trx('protest_letters as p'), user)
    .where({ 'p.id': id, 'p.draft': false })
    .whereNull('p.deleted_at')
    .first('p.*');
  if (!row) throw new HttpError(404, 'CASE_NOT_FOUND', 'errors.notFound');
  if (user.reach.kind !== 'INSPECTOR') assertReachesCase(user, row.client_id);
  return row;
}

/** Claims staff act as STAFF, client and broker users as CLIENT_SIDE, an inspector as INSPECTOR. */
export function protestActorOf(user: SessionUser): 'STAFF' | 'CLIENT_SIDE' | 'INSPECTOR' {
  if (can(user.role, 'cases.staffActions')) return 'STAFF';
  if (isClientSide(user.role)) return 'CLIENT_SIDE';
  if (can(user.role, 'inspections.record')) return 'INSPECTOR';
  throw new HttpError(403, 'FORBIDDEN', 'errors.forbidden');
}
