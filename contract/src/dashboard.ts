import { z } from 'zod';

const money = z.string().describe('BRL, decimal string');

/** GET /api/dashboard: the staff console's landing figures. */
export const dashboardSchema = z.strictObject({
  openByStatus: z.array(z.strictObject({ status: z.string(), count: z.number().int() })),
  openByTeam: z.array(z.strictObject({ team: z.string().nullable(), count: z.number().int() })),
  medianDaysToFirstAnswer: z.number().nullable(),
  medianDaysToClose: z.number().nullable(),
  sla: z.strictObject({
    decided: z.number().int(),
    withinSla: z.number().int(),
    share: z.number().nullable().describe('0..1; null before any request was answered or breached'),
  }),
  amountsByMonth: z.array(z.strictObject({ month: z.string(), claimedBrl: money, paidBrl: money })),
  timeBarWithin30Days: z.number().int(),
  lateProtestLetters: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
