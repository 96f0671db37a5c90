import type { QueryBuilder } from 'objection';
import type { User } from '@claims/db';
import type { SessionUser } from '../../auth/session-user';
import { companyOf } from '../../policies';

/**
 * The users a caller may see: MASTER and CLAIMS everyone; a client master the users of its
 * company; a broker master the users of its broker. Others are answered as if absent (404).
 */
export function scopeUsers<R>(user: SessionUser, query: QueryBuilder<User, R>): QueryBuilder<User, R> {
  if (user.role === 'MASTER' || user.role === 'CLAIMS') return query;
  if (user.role === 'CLIENT_MASTER') return query.where('client_id', user.clientId);
  if (user.role === 'CUSTOMS_BROKER_MASTER') return query.where('customs_broker_id', user.customsBrokerId);
  return query.whereRaw('false');
}

/**
 * Fills what a company master does not choose: its operators belong to its own company.
 * Called before the whole record is validated.
 */
export function withCompanyDefaults<T extends { clientId?: string | null; customsBrokerId?: string | null }>(
  user: SessionUser,
  input: T,
): T {
  const company = companyOf(user);
  if (!company) return input;
  return {
    ...input,
    clientId: input.clientId === undefined ? company.clientId : input.clientId,
    customsBrokerId: input.customsBrokerId === undefined ? company.customsBrokerId : input.customsBrokerId,
  };
}
