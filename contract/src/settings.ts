import { z } from 'zod';
import {
  emailSchema,
  OFFICE_KEYS,
  parseMoney,
  protest,
  reimbursement,
  validatedString,
} from '@claims/domain';

// Whole milliseconds, at least one second and at most ten years: a timer of zero would fire at once.
const duration = z
  .number()
  .int()
  .min(1_000)
  .max(10 * 366 * 86_400_000);
const timers = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, duration])) as Record<K, typeof duration>);
const timersShown = <K extends string>(keys: readonly K[]) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, z.number().int()])) as Record<K, z.ZodNumber>);
type Office = (typeof OFFICE_KEYS)[number];
const perOffice = <S extends z.ZodType>(schema: S) =>
  Object.fromEntries(OFFICE_KEYS.map((o) => [o, schema])) as Record<Office, S>;

const noticeDays = z
  .number()
  .int()
  .min(0)
  .max(365)
  .describe('Protest letter notice period (days after discharge)');
const officeSettings = z.strictObject({
  noticeDays,
  reimbursementTimers: timersShown(reimbursement.REIMBURSEMENT_TIMER_KEYS).describe('Milliseconds'),
  protestTimers: timersShown(protest.PROTEST_TIMER_KEYS).describe('Milliseconds'),
});

/** GET and PUT /api/settings: every office's effective values (defaults, then general, then the office's own). */
export const settingsSchema = z.strictObject({
  authorityLimit: z.string(),
  carrierNotice: z.strictObject({ carrier: z.string(), email: z.string() }),
  offices: z.strictObject(perOffice(officeSettings)),
});
export type SettingsResponse = z.infer<typeof settingsSchema>;
export type OfficeSettings = z.infer<typeof officeSettings>;

const officePatch = z
  .object({
    noticeDays,
    reimbursementTimers: timers(reimbursement.REIMBURSEMENT_TIMER_KEYS).partial().strict(),
    protestTimers: timers(protest.PROTEST_TIMER_KEYS).partial().strict(),
  })
  .partial()
  .strict();
const authorityLimit = validatedString((v) => parseMoney('BRL', v)).describe(
  'BRL, decimal string: proposals above it wait for a MASTER unless the user has a limit of their own',
);

/** PUT /api/settings: any part of the above; what is left out keeps its value. */
export const updateSettingsSchema = z
  .object({
    authorityLimit,
    carrierNotice: z.object({ carrier: z.string().trim().min(1).max(200), email: emailSchema }).strict(),
    offices: z.object(perOffice(officePatch)).partial().strict(),
  })
  .partial()
  .strict();
export type SettingsPatch = z.output<typeof updateSettingsSchema>;

/** GET /api/reimbursements/carrier-notice: shipments with this carrier (and long-course ones) go by e-mail. */
export const carrierNoticeSchema = z.strictObject({ carrier: z.string(), email: z.string() });
export type CarrierNotice = z.infer<typeof carrierNoticeSchema>;
