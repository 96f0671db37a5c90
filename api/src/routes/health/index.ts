import Router from '@koa/router';
import type { ApiDeps } from '../../deps';
import { checkHealth } from './checks';

/** GET /api/health: every dependency the product needs, 503 when one is down. */
export function healthRoutes(deps: ApiDeps) {
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    const report = await checkHealth(deps);
    ctx.status = report.status === 'ok' ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = report;
  });
  return router;
}
