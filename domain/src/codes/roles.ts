import { indexCodes, localized as text, type CodeEntry } from './code-entry';

/** CUSTOMER_SERVICE had no numeric code in the original portal; 8 is ours, chosen after the last one. */
const ROLE_ENTRIES = [
  { code: 1, key: 'MASTER', labels: text('Master', 'Master', 'Máster') },
  { code: 2, key: 'CLAIMS', labels: text('Sinistros', 'Claims', 'Siniestros') },
  { code: 3, key: 'CLIENT_MASTER', labels: text('Cliente master', 'Client master', 'Cliente máster') },
  {
    code: 4,
    key: 'CLIENT_OPERATOR',
    labels: text('Cliente operador', 'Client operator', 'Cliente operador'),
  },
  {
    code: 5,
    key: 'CUSTOMS_BROKER_MASTER',
    labels: text('Despachante master', 'Customs broker master', 'Despachante máster'),
  },
  {
    code: 6,
    key: 'CUSTOMS_BROKER_OPERATOR',
    labels: text('Despachante operador', 'Customs broker operator', 'Despachante operador'),
  },
  { code: 7, key: 'INSPECTOR', labels: text('Vistoriador', 'Inspector', 'Inspector') },
  {
    code: 8,
    key: 'CUSTOMER_SERVICE',
    labels: text('Atendimento ao cliente', 'Customer service', 'Atención al cliente'),
  },
] as const satisfies readonly CodeEntry[];

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
