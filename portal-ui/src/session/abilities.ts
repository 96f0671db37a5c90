import { can } from '@claims/domain/src/access/permissions';
import type { RoleKey } from '@claims/domain/src/codes/roles';

/** What the screens offer, read from the one permission table (the api enforces it). */
export const canFile = (role: string) => can(role as RoleKey, 'cases.create');
export const canComment = (role: string) => can(role as RoleKey, 'cases.comment');
export const isInspector = (role: string) => role === 'INSPECTOR';
