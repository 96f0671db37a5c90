import type { Knex } from 'knex';
import { displayTaxId } from '@claims/domain';
import type { AuditChanges } from '../../audit';
import { companyNames, type AuditLogRow } from './store';

/** Fields whose values are ids of companies: the log keeps the id, the reader gets the name. */
const COMPANY_FIELDS: Readonly<Record<string, 'clients' | 'customsBrokers'>> = {
  clientId: 'clients',
  clientIds: 'clients',
  customsBrokerId: 'customsBrokers',
  customsBrokerIds: 'customsBrokers',
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The company ids one entry's changes point at, by kind. */
function companyIds(changes: AuditChanges) {
  const ids = { clients: new Set<string>(), customsBrokers: new Set<string>() };
  for (const [field, change] of Object.entries(changes ?? {})) {
    const kind = COMPANY_FIELDS[field];
    if (!kind) continue;
    for (const value of [change?.before, change?.after].flat())
      if (typeof value === 'string' && UUID.test(value)) ids[kind].add(value);
  }
  return ids;
}

/**
 * Per entry of a page, the names of the companies its changes point at (null for one that no
 * longer exists): one query for the whole page, however many rows and ids it holds.
 */
export async function pageReferences(
  db: Knex,
  rows: readonly AuditLogRow[],
): Promise<Record<string, string | null>[]> {
  const perRow = rows.map((row) => companyIds(row.changes as AuditChanges));
  const names = await companyNames(db, {
    clients: [...new Set(perRow.flatMap((ids) => [...ids.clients]))],
    customsBrokers: [...new Set(perRow.flatMap((ids) => [...ids.customsBrokers]))],
  });
  return perRow.map((ids) =>
    Object.fromEntries(
      [...ids.clients, ...ids.customsBrokers].map((id) => [id, names.get(id) ?? null] as const),
    ),
  );
}

/**
 * The changes as the reader sees them: a tax id with its country's mask (the country it changed
 * to, or the company's), once; entries written before the log stopped keeping the formatted
 * copy (taxIdFormatted) show that copy.
 */
export function readableChanges(row: AuditLogRow): AuditChanges {
  const { taxIdFormatted, ...changes } = (row.changes ?? {}) as AuditChanges;
  const taxId = changes.taxId;
  if (!taxId) return changes;
  const country = changes.country;
  const masked = (side: 'before' | 'after') => {
    const value = taxId[side];
    if (typeof value !== 'string' || !value) return value;
    if (typeof taxIdFormatted?.[side] === 'string') return taxIdFormatted[side];
    const where = typeof country?.[side] === 'string' ? (country[side] as string) : row.entityCountry;
    return displayTaxId(where, value);
  };
  return { ...changes, taxId: { before: masked('before'), after: masked('after') } };
}
