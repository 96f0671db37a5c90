import Router from '@koa/router';
import { z } from 'zod';
import { requirePermission } from '../../auth/authenticate';
import type { ApiDeps } from '../../deps';
import { defineOperation } from '../../openapi';
import { dashboardFigures } from './figures';

const money = z.string().describe('BRL, decimal string');
export const dashboardSchema = z.object({
  openByStatus: z.array(z.object({ status: z.string(), count: z.number().int() })),
  openByTeam: z.array(z.object({ team: z.string().nullable(), count: z.number().int() })),
  medianDaysToFirstAnswer: z.number().nullable(),
  medianDaysToClose: z.number().nullable(),
  sla: z.object({
    decided: z.number().int(),
    withinSla: z.number().int(),
    share: z.number().nullable().describe('0..1; null before any request was answered or breached'),
  }),
  amountsByMonth: z.array(z.object({ month: z.string(), claimedBrl: money, paidBrl: money })),
  timeBarWithin30Days: z.number().int(),
  lateProtestLetters: z.number().int(),
});

const ops = {
  get: defineOperation({
    method: 'get',
    path: '/api/dashboard',
    summary:
      'Staff dashboard: open cases by status and team, median days to first answer and to close, SLA compliance, claimed vs paid per month (BRL), time bars within 30 days, late protest letters',
    tags: ['dashboard'],
    permission: 'dashboard.read',
    responseSchema: dashboardSchema,
  }),
};

/** /api/dashboard: the staff console's landing figures (SPEC §2 /admin/dashboard). */
export function dashboardRoutes(deps: ApiDeps) {
  const router = new Router({ prefix: '/api/dashboard' });
  router.get('/', requirePermission(ops.get.permission!), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await dashboardFigures(deps.db)) satisfies z.infer<typeof dashboardSchema>;
  });
  return router;
}
