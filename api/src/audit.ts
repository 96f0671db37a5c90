import type { Knex } from 'knex';
import { AuditLogEntry } from '@claims/db';

/** What changed, per field: its value before and after (GET /api/audit-log shows it as is). */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

export interface AuditEntry {
  actorId: string;
  /** `<entity>.<verb>`, e.g. `users.update`. */
  action: string;
  entity: string;
  entityId?: string | null;
  changes: AuditChanges;
  ip: string | null;
}

/** One line of the audit log: who changed what, from where. */
export async function recordAudit(db: Knex, entry: AuditEntry): Promise<void> {
  await AuditLogEntry.append(db, {
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    changes: entry.changes,
    ip: entry.ip,
  });
}

/** The fields whose values differ between two versions of a record (compared as JSON). */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): AuditChanges {
  const changes: AuditChanges = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
      changes[key] = { before: before[key] ?? null, after: after[key] ?? null };
  }
  return changes;
}

/**
 * Fields of a presented record that are not logged: bookkeeping the database sets by itself (not
 * a change anyone made), and what is derived from another field (the log keeps the tax id as
 * stored; the audit log screen writes it with its country's mask).
 */
export const UNAUDITED_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'deletedAt',
  'customizedAt',
  'taxIdFormatted',
]);

/**
 * Writes `<entity>.<verb>` with the fields that differ between two presented versions of a
 * record (the api's own shape, so the log names fields as the screens do). An edit that changed
 * nothing is not logged.
 */
export async function auditRecordChange(
  db: Knex,
  entry: {
    actorId: string;
    entity: string;
    verb: 'create' | 'update' | 'delete';
    entityId: string;
    before: object | null;
    after: object | null;
    ip: string | null;
  },
): Promise<void> {
  const fields = (record: object | null) =>
    Object.fromEntries(Object.entries(record ?? {}).filter(([key]) => !UNAUDITED_FIELDS.has(key)));
  const changes = changedFields(fields(entry.before), fields(entry.after));
  if (entry.verb === 'update' && !Object.keys(changes).length) return;
  await recordAudit(db, {
    actorId: entry.actorId,
    action: `${entry.entity}.${entry.verb}`,
    entity: entry.entity,
    entityId: entry.entityId,
    changes,
    ip: entry.ip,
  });
}
