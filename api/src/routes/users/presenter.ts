import type { UserResponse } from '@claims/contract';
import type { UserRow } from './store';

export function presentUser(user: UserRow): UserResponse {
  return {
    id: user.id,
    name: user.name,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    language: user.language,
    clientId: user.clientId,
    customsBrokerId: user.customsBrokerId,
    team: user.team,
    authorityLimit: user.authorityLimit,
    authorityCurrency: user.authorityCurrency,
    active: user.active,
    invitationPending: user.invitationPending,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
