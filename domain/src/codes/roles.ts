import { indexCodes, type CodeEntry } from './code-entry';

/**
 * `springKey` is the authority name the original portal sent on the wire (ROLE_*); it is kept
 * for migrations and imports of legacy data, while our own API and database use `key`.
 * CUSTOMER_SERVICE had no numeric code in the original; 8 is ours, chosen after the last one.
 */
export const ROLES = [
  {
    code: 1,
    key: 'MASTER',
    springKey: 'ROLE_MASTER',
    labels: { 'pt-BR': 'Master', en: 'Master', es: 'Máster' },
  },
  {
    code: 2,
    key: 'CLAIMS',
    springKey: 'ROLE_CLAIMS',
    labels: { 'pt-BR': 'Sinistros', en: 'Claims', es: 'Siniestros' },
  },
  {
    code: 3,
    key: 'CLIENT_MASTER',
    springKey: 'ROLE_CLIENT_MASTER',
    labels: { 'pt-BR': 'Cliente master', en: 'Client master', es: 'Cliente máster' },
  },
  {
    code: 4,
    key: 'CLIENT_OPERATOR',
    springKey: 'ROLE_CLIENT_OPERATOR',
    labels: { 'pt-BR': 'Cliente operador', en: 'Client operator', es: 'Cliente operador' },
  },
  {
    code: 5,
    key: 'CUSTOMS_BROKER_MASTER',
    springKey: 'ROLE_CUSTOMS_BROKER_MASTER',
    labels: { 'pt-BR': 'Despachante master', en: 'Customs broker master', es: 'Despachante máster' },
  },
  {
    code: 6,
    key: 'CUSTOMS_BROKER_OPERATOR',
    springKey: 'ROLE_CUSTOMS_BROKER_OPERATOR',
    labels: { 'pt-BR': 'Despachante operador', en: 'Customs broker operator', es: 'Despachante operador' },
  },
  {
    code: 7,
    key: 'INSPECTOR',
    springKey: 'ROLE_INSPECTOR',
    labels: { 'pt-BR': 'Vistoriador', en: 'Inspector', es: 'Inspector' },
  },
  {
    code: 8,
    key: 'CUSTOMER_SERVICE',
    springKey: 'ROLE_CUSTOMER_SERVICE',
    labels: { 'pt-BR': 'Atendimento ao cliente', en: 'Customer service', es: 'Atención al cliente' },
  },
] as const satisfies readonly (CodeEntry & { springKey: `ROLE_${string}` })[];

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
