import type { Knex } from 'knex';
import { withTenantScope, type TenantScope } from '@claims/db';
import { HttpError } from '../http-error';
import type { SessionUser } from './session-user';

/** The row-level-security scope of a user's case queries (defense in depth behind the checks). */
export function tenantScope(user: SessionUser): TenantScope {
  if (user.reach.kind === 'ALL') return { all: true };
  if (user.reach.kind === 'INSPECTOR') return { inspectorId: user.reach.inspectorId };
  return { clientIds: user.reach.clientIds, userId: user.id };
}

/** Runs `fn` in a transaction under the user's row-level-security scope, as every case query does. */
export const inCaseScope = <T>(
  deps: { db: Knex },
  user: SessionUser,
  fn: (trx: Knex.Transaction) => Promise<T>,
) => withTenantScope(deps.db, tenantScope(user), fn);

/** May this user see a case of this client? Inspectors reach protest letters by assignment only. */
export function reachesClient(user: SessionUser, clientId: string | null): boolean {
  if (user.reach.kind === 'ALL') return true;
  if (user.reach.kind === 'COMPANIES') return clientId !== null && user.reach.clientIds.includes(clientId);
  return false;
}

/** A case outside the user's reach does not exist for them: 404, so ids cannot be probed. */
export function assertReachesCase(user: SessionUser, clientId: string | null): void {
  if (!reachesClient(user, clientId)) throw HttpError.of('CASE_NOT_FOUND');
}
