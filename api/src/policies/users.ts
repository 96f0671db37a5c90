import { isStaff, type RoleKey } from '@claims/domain';
import type { UserRecord } from '@claims/contract';
import type { SessionUser } from '../auth/session-user';
import { definePolicy, type Verdict } from './policy';

/**
 * A change to a user account, as the rules read it: the role asked for (checked before the rest
 * of the record is even validated), the account as it is, and as it would be.
 */
export interface UserChange {
  role?: RoleKey;
  existing?: UserRecord & { id: string };
  next?: UserRecord;
  /** The account has no password yet: its invitation is still open. */
  invitationPending?: boolean;
}

export type UserAction = 'giveRole' | 'create' | 'update' | 'delete' | 'resendInvitation';

/**
 * Who may hand out which role, and create, change or remove which account (users resource).
 * Which accounts a caller sees at all is reach (`usersInSight`): outside it, 404. A
 * refusal names its reason, so a master reads why a form is closed to it, not a bare 403.
 */
export const userPolicy = definePolicy<UserAction, UserChange>({
  // A role the caller may never hand out is refused whatever the rest of the record says.
  giveRole: (user, { role }) => mayGiveRole(user, role),
  create: (user, { next }) => next !== undefined && mayAssign(user, next),
  update: (user, { existing, next }) => existing !== undefined && mayManage(user, existing, next ?? existing),
  delete: (user, { existing }) => existing !== undefined && mayManage(user, existing),
  // Whoever may manage the account may send its invitation again, while there is one to send.
  resendInvitation: (user, { existing, invitationPending }) => {
    if (existing === undefined) return false;
    const manage = mayManage(user, existing);
    if (manage !== true) return manage;
    if (!invitationPending) return 'INVITATION_NOT_PENDING';
    return existing.active || 'USER_INACTIVE';
  },
});

/**
 * The accounts a caller sees at all, the users resource's reach (routes/users/scope.ts applies it
 * to the query; outside it, 404): MASTER and CLAIMS everyone, a client master the users of its
 * company, a broker master those of its broker, anyone else none.
 */
export type UsersInSight =
  | { kind: 'ALL' }
  | { kind: 'CLIENT'; clientId: string | null }
  | { kind: 'CUSTOMS_BROKER'; customsBrokerId: string | null }
  | { kind: 'NONE' };

export function usersInSight(user: SessionUser): UsersInSight {
  if (user.role === 'MASTER' || user.role === 'CLAIMS') return { kind: 'ALL' };
  if (user.role === 'CLIENT_MASTER') return { kind: 'CLIENT', clientId: user.clientId };
  if (user.role === 'CUSTOMS_BROKER_MASTER')
    return { kind: 'CUSTOMS_BROKER', customsBrokerId: user.customsBrokerId };
  return { kind: 'NONE' };
}

/** The operator role a company master may hand out, and the company it is bound to. */
export function companyOf(
  user: SessionUser,
): { operator: RoleKey; clientId: string | null; customsBrokerId: string | null } | null {
  if (user.role === 'CLIENT_MASTER')
    return { operator: 'CLIENT_OPERATOR', clientId: user.clientId, customsBrokerId: null };
  if (user.role === 'CUSTOMS_BROKER_MASTER')
    return { operator: 'CUSTOMS_BROKER_OPERATOR', clientId: null, customsBrokerId: user.customsBrokerId };
  return null;
}

function mayGiveRole(user: SessionUser, role: RoleKey | undefined): Verdict {
  if (role === undefined || user.role === 'MASTER') return true;
  if (user.role === 'CLAIMS') return !isStaff(role) || 'STAFF_ACCOUNTS_MASTER_ONLY';
  const company = companyOf(user);
  if (!company) return false;
  return role === company.operator || 'OPERATORS_ONLY';
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
function mayAssign(user: SessionUser, target: UserRecord): Verdict {
  if (user.role === 'MASTER') return true;
  if (user.role === 'CLAIMS') return withoutStaffPowers(target) || 'STAFF_ACCOUNTS_MASTER_ONLY';
  const company = companyOf(user);
  if (!company) return false;
  return (
    (target.role === company.operator &&
      target.clientId === company.clientId &&
      target.customsBrokerId === company.customsBrokerId &&
      target.team === null &&
      target.authorityLimit === null) ||
    'OPERATORS_ONLY'
  );
}

/**
 * May the caller change or remove this existing user (already known to be in its scope)?
 * Nobody changes their own role, company or active flag: that is how an account locks itself out.
 * A company master's own account is not one of the operators it manages: its details and
 * password are "My profile"'s, and the users screen says so instead of offering a form.
 */
function mayManage(user: SessionUser, existing: UserRecord & { id: string }, next?: UserRecord): Verdict {
  if (existing.id === user.id) {
    if (companyOf(user)) return 'OWN_ACCOUNT';
    const keepsStanding =
      next !== undefined &&
      next.role === existing.role &&
      next.clientId === existing.clientId &&
      next.customsBrokerId === existing.customsBrokerId &&
      next.active === existing.active &&
      // Staff may not raise their own authority either; only a MASTER sets their own limits.
      (user.role === 'MASTER' ||
        (next.team === existing.team &&
          next.authorityLimit === existing.authorityLimit &&
          next.authorityCurrency === existing.authorityCurrency));
    return keepsStanding || 'OWN_ACCOUNT_LOCKED';
  }
  const current = mayAssign(user, existing);
  // Someone of the company who is not an operator (another master): not this master's to edit.
  if (current === 'OPERATORS_ONLY') return 'USER_NOT_MANAGEABLE';
  if (current !== true) return current;
  return next === undefined || mayAssign(user, next);
}
