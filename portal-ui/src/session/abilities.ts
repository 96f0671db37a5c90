import { can } from '@claims/domain/access/permissions';
import type { RoleKey } from '@claims/domain/codes/roles';

/** What the screens offer, read from the one permission table (the api enforces it). */
export const canFile = (role: string) => can(role as RoleKey, 'cases.create');
export const canComment = (role: string) => can(role as RoleKey, 'cases.comment');
/** Registers and edits clients: here, the customs broker master (SPEC §6). */
export const canWriteClients = (role: string) => can(role as RoleKey, 'clients.write');
/** Reads reimbursement requests, and a letter's link to its own: not the inspector. */
export const readsReimbursements = (role: string) => can(role as RoleKey, 'reimbursements.read');

/**
 * The one role a company master hands out (ARCHITECTURE §5): its own company's operator. The
 * api refuses any other (403), so nobody creates a role above their own. Which role is a master's
 * operator is a fact about the roles, not a yes-or-no the permission table could answer.
 */
export function operatorRoleOf(role: string): 'CLIENT_OPERATOR' | 'CUSTOMS_BROKER_OPERATOR' | null {
  if (role === 'CLIENT_MASTER') return 'CLIENT_OPERATOR';
  if (role === 'CUSTOMS_BROKER_MASTER') return 'CUSTOMS_BROKER_OPERATOR';
  return null;
}
