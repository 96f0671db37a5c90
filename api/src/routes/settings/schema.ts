import { z } from 'zod';
import {
  emailSchema,
  OFFICE_KEYS,
  parseMoney,
  protest,
  reimbursement,
  validatedString,
} from '@claims/domain';

/** The reimbursement timers an operator tunes; the alert days and continue-as-new size stay in code. */
export const REIMBURSEMENT_TIMER_KEYS = [
  'documentsReminderEveryMs',
  'clientDocumentsExpiryMs',
  'proposalReminderMs',
  'proposalExpiryMs',
  'settlementDocumentsReminderMs',
  'settlementDocumentsLapseMs',
  'improcedentAutoCloseMs',
  'paymentMadeAutoCloseMs',
  'timeBarMs',
  'slaMs',
] as const satisfies readonly (keyof reimbursement.ReimbursementTimers)[];
export const PROTEST_TIMER_KEYS = Object.keys(
  protest.DEFAULT_PROTEST_TIMERS,
) as (keyof protest.ProtestTimers)[];

// Whole milliseconds, at least one second and at most ten years: a timer of zero would fire at once.
const duration = z
  .number()
  .int()
  .min(1_000)
  .max(10 * 366 * 86_400_000);
const timers = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, duration])) as Record<K, typeof duration>);

const officeSettings = z.object({
  noticeDays: z
    .number()
    .int()
    .min(0)
    .max(365)
    .describe('Protest letter notice period (days after discharge)'),
  reimbursementTimers: timers(REIMBURSEMENT_TIMER_KEYS).describe('Milliseconds'),
  protestTimers: timers(PROTEST_TIMER_KEYS).describe('Milliseconds'),
});
const carrierNotice = z.object({
  carrier: z.string().trim().min(1).max(200),
  email: emailSchema,
});
const authorityLimit = validatedString((v) => parseMoney('BRL', v)).describe(
  'BRL, decimal string: proposals above it wait for a MASTER unless the user has a limit of their own',
);

/** GET /api/settings: every office's effective values (defaults, then general, then the office's own). */
export const settingsSchema = z.object({
  authorityLimit: z.string(),
  carrierNotice: z.object({ carrier: z.string(), email: z.string() }),
  offices: z.object(
    Object.fromEntries(OFFICE_KEYS.map((o) => [o, officeSettings])) as Record<
      (typeof OFFICE_KEYS)[number],
      typeof officeSettings
    >,
  ),
});
export type SettingsResponse = z.infer<typeof settingsSchema>;

const officePatch = z
  .object({
    noticeDays: officeSettings.shape.noticeDays,
    reimbursementTimers: timers(REIMBURSEMENT_TIMER_KEYS).partial().strict(),
    protestTimers: timers(PROTEST_TIMER_KEYS).partial().strict(),
  })
  .partial()
  .strict();

/** PUT /api/settings: any part of the above; what is left out keeps its value. */
export const updateSettingsSchema = z
  .object({
    authorityLimit,
    carrierNotice: carrierNotice.strict(),
    offices: z
      .object(
        Object.fromEntries(OFFICE_KEYS.map((o) => [o, officePatch])) as Record<
          (typeof OFFICE_KEYS)[number],
          typeof officePatch
        >,
      )
      .partial()
      .strict(),
  })
  .partial()
  .strict();
export type SettingsPatch = z.output<typeof updateSettingsSchema>;
