import type { RoleKey } from '../codes/roles';

/**
 * SPEC §6 sidebar visibility, by the api's resource names. It only decides what the menus
 * offer (a role may still read clients to name a case's customer); the api enforces access.
 * Users: MASTER, CLIENT_MASTER, CLAIMS, and a customs broker master for its own operators
 * (issue 16); Custom broker: MASTER, CLAIMS, CLIENT_MASTER; Clients: MASTER, CLAIMS,
 * CUSTOMS_BROKER_MASTER; Ports, Causes, Vessels and Reports: claims and master only.
 */
export const SIDEBAR_ROLES: Readonly<Record<string, readonly RoleKey[]>> = {
  users: ['MASTER', 'CLIENT_MASTER', 'CLAIMS', 'CUSTOMS_BROKER_MASTER'],
  'customs-brokers': ['MASTER', 'CLAIMS', 'CLIENT_MASTER'],
  clients: ['MASTER', 'CLAIMS', 'CUSTOMS_BROKER_MASTER'],
  ports: ['MASTER', 'CLAIMS'],
  'sinister-causes': ['MASTER', 'CLAIMS'],
  vessels: ['MASTER', 'CLAIMS'],
  reports: ['MASTER', 'CLAIMS'],
};

/** Whether the sidebar shows `resource` to `role` (resources the spec does not list: yes). */
export function inSidebar(role: RoleKey | undefined, resource: string): boolean {
  const roles = SIDEBAR_ROLES[resource];
  return !roles || (role !== undefined && roles.includes(role));
}
