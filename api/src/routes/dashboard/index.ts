import Router from '@koa/router';
import { dashboardSchema, type Dashboard } from '@claims/contract';
import { requirePermission } from '../../auth/authenticate';
import type { ApiDeps } from '../../deps';
import { defineOperation } from '../../openapi';
import { dashboardFigures } from './figures';
import { YearStatisticsCache } from './year-statistics-cache';

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
  const statistics = new YearStatisticsCache(deps.redis, deps.config.REDIS_PREFIX);
  router.get('/', requirePermission(ops.get.permission!), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await dashboardFigures(deps.db, (compute) => statistics.get(compute))) satisfies Dashboard;
  });
  return router;
}
