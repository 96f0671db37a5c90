import type { RoleKey } from '@claims/domain';
import type { UserResponse } from './schema';

/** The columns a user is read with: never the password hash, only whether one is set. */
export const USER_COLUMNS = [
  'id',
  'name',
  'last_name',
  'email',
  'role',
  'language',
  'client_id',
  'customs_broker_id',
  'team',
  'authority_limit',
  'authority_currency',
  'active',
  'created_at',
  'updated_at',
] as const;

export interface UserRow {
  id: string;
  name: string;
  last_name: string;
  email: string;
  role: RoleKey;
  language: string;
  client_id: string | null;
  customs_broker_id: string | null;
  team: string | null;
  authority_limit: string | null;
  authority_currency: string | null;
  active: boolean;
  invitation_pending: boolean;
  created_at: Date;
  updated_at: Date;
}

export function presentUser(row: UserRow): UserResponse {
  return {
    id: row.id,
    name: row.name,
    lastName: row.last_name,
    email: row.email,
    role: row.role,
    language: row.language,
    clientId: row.client_id,
    customsBrokerId: row.customs_broker_id,
    team: row.team,
    authorityLimit: row.authority_limit,
    authorityCurrency: row.authority_currency,
    active: row.active,
    invitationPending: row.invitation_pending,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
