import { z } from 'zod';
import { instant } from './fields';

/** One row of GET /api/audit-log. */
export const auditEntrySchema = z.strictObject({
  id: z.string().describe('bigserial, as a string'),
  at: instant,
  actorId: z.uuid().nullable(),
  actorName: z.string().nullable(),
  action: z.string().describe('e.g. settings.update'),
  entity: z.string(),
  entityId: z.string().nullable(),
  entityName: z
    .string()
    .nullable()
    .describe(
      "The record's name as people know it (a user's full name, a port's name), in the reader's language",
    ),
  changes: z
    .record(z.string(), z.unknown())
    .describe("What changed: per key, its value before and after; a tax id with its country's mask"),
  references: z
    .record(z.string(), z.string().nullable())
    .describe(
      "The names of the records the changes point at by id (a user's client and customs broker, a client's brokers, a broker's clients); null for a record that no longer exists",
    ),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
