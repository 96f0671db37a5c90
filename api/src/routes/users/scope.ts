import type { QueryBuilder } from 'objection';
import type { User } from '@claims/db';
import type { SessionUser } from '../../auth/session-user';
import { companyOf, usersInSight } from '../../policies';

/** The users a caller may see, as the users policy says (`usersInSight`); others are answered as if absent (404). */
export function scopeUsers<R>(user: SessionUser, query: QueryBuilder<User, R>): QueryBuilder<User, R> {
  const sight = usersInSight(user);
  if (sight.kind === 'ALL') return query;
  if (sight.kind === 'CLIENT') return query.where('clientId', sight.clientId);
  if (sight.kind === 'CUSTOMS_BROKER') return query.where('customsBrokerId', sight.customsBrokerId);
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
