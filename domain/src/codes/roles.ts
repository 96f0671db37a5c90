import { codeEntries, indexCodes } from './code-entry';
import rows from './roles.json';

/** CUSTOMER_SERVICE had no numeric code in the original portal; 8 is ours, chosen after the last one. */
const ROLE_ENTRIES = codeEntries(rows);

/**
 * `springKey` is the authority name the original portal sent on the wire, ROLE_ and the key; it
 * is kept for migrations and imports of legacy data, while our own API and database use `key`.
 */
export const ROLES = ROLE_ENTRIES.map((role) => ({ ...role, springKey: `ROLE_${role.key}` as const }));

export type Role = (typeof ROLES)[number];
export type RoleKey = Role['key'];

export const {
  keys: ROLE_KEYS,
  byCode: roleByCode,
  byKey: roleByKey,
  isKey: isRoleKey,
} = indexCodes('roles', ROLES);

export function roleBySpringKey(springKey: string): Role | undefined {
  return ROLES.find((role) => role.springKey === springKey);
}
