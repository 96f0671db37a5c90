import { z } from 'zod';
import { EMAIL_STATUSES } from '@claims/domain';
import { instant, recordTimes } from './fields';

/** One row of GET /api/email-log. */
export const emailLogEntrySchema = z.strictObject({
  id: z.uuid(),
  eventKey: z.string(),
  kind: z.string(),
  recipientId: z.uuid().nullable(),
  to: z.string(),
  subject: z.string(),
  locale: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: instant.nullable(),
  ...recordTimes,
});
export type EmailLogEntry = z.infer<typeof emailLogEntrySchema>;
