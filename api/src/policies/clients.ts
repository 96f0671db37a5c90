import { can, isStaff, type RoleKey } from '@claims/domain';
import type { SessionUser } from '../auth/session-user';
import { definePolicy } from './policy';

/** What a client write asks for: `customsBrokerIds` is who represents the client. */
export interface ClientChange {
  customsBrokerIds?: string[] | undefined;
}

/** Staff who write clients manage every one of them; customer service only reads them. */
const staff = (role: RoleKey) => isStaff(role) && can(role, 'clients.write');

/**
 * Staff register, edit and delete any client; a customs broker master registers clients (which
 * its broker then represents) and edits the ones it represents, but neither deletes them nor
 * decides who else represents them. Which clients a caller sees is reach (routes/clients/scope.ts).
 */
export const clientPolicy = definePolicy<'write' | 'delete', ClientChange>({
  write: (user, change) => {
    if (staff(user.role)) return true;
    if (user.role !== 'CUSTOMS_BROKER_MASTER') return false;
    return change.customsBrokerIds === undefined || 'CLIENT_REPRESENTATION_STAFF_ONLY';
  },
  delete: (user) =>
    staff(user.role) || (user.role === 'CUSTOMS_BROKER_MASTER' && 'CLIENT_REMOVAL_STAFF_ONLY'),
});

/**
 * Who represents a client the user registers: a broker master's own broker, from the start (it
 * may name no other, `write` above); staff's choice otherwise.
 */
export function representativesOf(user: SessionUser, change: ClientChange): string[] {
  return user.role === 'CUSTOMS_BROKER_MASTER' && user.customsBrokerId
    ? [user.customsBrokerId]
    : (change.customsBrokerIds ?? []);
}
