import type { UserResponse } from '@claims/contract';
import type { SessionUser } from '../../auth/session-user';
import { userPolicy, type UserChange } from '../../policies';
import { userRecordOf, type UserRow } from './store';

/** What the caller may do to the user, so a screen offers only that (the routes still check). */
const OFFERED = ['update', 'delete', 'resendInvitation'] as const;

export function presentUser(user: UserRow, caller: SessionUser): UserResponse {
  const record = userRecordOf(user);
  const change: UserChange = { existing: record, invitationPending: user.invitationPending };
  const allowed = new Set(userPolicy.allowed(caller, change));
  return {
    ...record,
    invitationPending: user.invitationPending,
    allowedActions: OFFERED.filter((action) => allowed.has(action)),
    editRefusal: userPolicy.refusal(caller, 'update', change),
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
