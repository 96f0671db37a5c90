import { usePermissions } from 'react-admin';
import { can, type Permission, type RoleKey } from '@claims/domain';

/**
 * The signed-in user's role as the console's authProvider reports it through `getPermissions`
 * (the role key itself, or an object or list carrying it). The server enforces every rule; the
 * back office only uses it to hide what the user may not do.
 */
export function useRole(): RoleKey | undefined {
  const { permissions } = usePermissions<unknown>();
  return roleOf(permissions);
}

export function roleOf(permissions: unknown): RoleKey | undefined {
  if (typeof permissions === 'string') return permissions as RoleKey;
  if (Array.isArray(permissions)) return permissions.find((p) => typeof p === 'string') as RoleKey;
  if (permissions && typeof permissions === 'object' && 'role' in permissions)
    return (permissions as { role: RoleKey }).role;
  return undefined;
}

/** Whether the signed-in user holds `permission` (domain/src/access/permissions.ts). */
export function useCan(permission: Permission): boolean {
  const role = useRole();
  return role !== undefined && can(role, permission);
}
