import type { QueryBuilder } from 'objection';
import { isStaff, type RoleKey } from '@claims/domain';
import type { User } from '@claims/db';
import type { UserRecord } from '@claims/contract';
import type { SessionUser } from '../../auth/session-user';
import { HttpError } from '../../http-error';

const forbidden = () => HttpError.of('FORBIDDEN');

/** The operator role a company master may hand out, and the company it is bound to. */
function companyOf(
  user: SessionUser,
): { operator: RoleKey; clientId: string | null; customsBrokerId: string | null } | null {
  if (user.role === 'CLIENT_MASTER')
    return { operator: 'CLIENT_OPERATOR', clientId: user.clientId, customsBrokerId: null };
  if (user.role === 'CUSTOMS_BROKER_MASTER')
    return { operator: 'CUSTOMS_BROKER_OPERATOR', clientId: null, customsBrokerId: user.customsBrokerId };
  return null;
}

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

/** Checked before anything else: a role the caller may never hand out is 403 whatever the rest says. */
export function assertMayGiveRole(user: SessionUser, role: RoleKey | undefined): void {
  if (role === undefined || user.role === 'MASTER') return;
  if (user.role === 'CLAIMS' ? isStaff(role) : role !== companyOf(user)?.operator) throw forbidden();
}

/** No staff role, no team, no authority limit: what a non-MASTER may hand out at most. */
const withoutStaffPowers = (target: UserRecord) =>
  !isStaff(target.role) && target.team === null && target.authorityLimit === null;

/**
 * May the caller give a user this role in this company? MASTER any. CLAIMS registers customers,
 * brokers and inspectors, never staff: staff roles, teams and authority limits are a MASTER's
 * alone, or a CLAIMS user could mint colleagues whose proposals skip the MASTER's approval.
 * A company master only its operator role, in its own company, without staff attributes.
 */
export function assertMayAssign(user: SessionUser, target: UserRecord): void {
  if (user.role === 'MASTER') return;
  if (user.role === 'CLAIMS' && withoutStaffPowers(target)) return;
  const company = companyOf(user);
  if (
    company &&
    target.role === company.operator &&
    target.clientId === company.clientId &&
    target.customsBrokerId === company.customsBrokerId &&
    target.team === null &&
    target.authorityLimit === null
  )
    return;
  throw forbidden();
}

/**
 * May the caller change or remove this existing user (already known to be in its scope)?
 * Nobody changes their own role, company or active flag: that is how an account locks itself out.
 */
export function assertMayManage(
  user: SessionUser,
  existing: UserRecord & { id: string },
  next?: UserRecord,
): void {
  if (existing.id === user.id) {
    const same =
      next &&
      next.role === existing.role &&
      next.clientId === existing.clientId &&
      next.customsBrokerId === existing.customsBrokerId &&
      next.active === existing.active &&
      // Staff may not raise their own authority either; only a MASTER sets their own limits.
      (user.role === 'MASTER' ||
        (next.team === existing.team &&
          next.authorityLimit === existing.authorityLimit &&
          next.authorityCurrency === existing.authorityCurrency));
    if (same) return;
    throw forbidden();
  }
  assertMayAssign(user, existing);
  if (next) assertMayAssign(user, next);
}
