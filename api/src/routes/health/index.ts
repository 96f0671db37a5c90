import Router from '@koa/router';
import { healthSchema, type Health } from '@claims/contract';
import type { ApiDeps } from '../../deps';
import { registerOperation } from '../../openapi';
import { checkHealth } from './checks';

registerOperation({
  method: 'get',
  path: '/api/health',
  summary: 'State of PostgreSQL, Redis, Temporal and the workers (503 when one is down)',
  tags: ['health'],
  public: true,
  responseSchema: healthSchema,
});

/** GET /api/health: every dependency the product needs, 503 when one is down. */
export function healthRoutes(deps: ApiDeps) {
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    const report = await checkHealth(deps);
    ctx.status = report.status === 'ok' ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = report satisfies Health;
  });
  return router;
}
