import Koa from 'koa';
import cors from '@koa/cors';
import { bodyParser } from '@koa/bodyparser';
import helmet from 'koa-helmet';
import type { ApiDeps } from './deps';
import { errorHandler } from './middlewares/error-handler';
import { requestContext } from './middlewares/request-context';
import { healthRoutes } from './routes/health';
import { reimbursementRoutes } from './routes/reimbursements';
import { serveUi } from './static-ui';

/** The Koa application: middleware in order, then one router per resource, then the two UIs. */
export function createApp(deps: ApiDeps): Koa {
  const app = new Koa();
  app.proxy = true;
  const allowed = new Set(deps.config.CORS_ORIGINS);

  app.use(requestContext(deps.log));
  app.use(errorHandler());
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: { 'script-src': ["'self'"], 'img-src': ["'self'", 'data:', 'blob:'] },
      },
    }),
  );
  app.use(
    cors({
      origin: (ctx) => (allowed.has(ctx.get('Origin')) ? ctx.get('Origin') : ''),
      exposeHeaders: ['Content-Range', 'X-Request-Id'],
      allowHeaders: ['Content-Type', 'Authorization', 'Content-Language', 'Idempotency-Key', 'X-Request-Id'],
    }),
  );
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: deps.config.BODY_LIMIT, encoding: 'utf-8' }));

  for (const router of [healthRoutes(deps), reimbursementRoutes(deps)]) {
    app.use(router.routes()).use(router.allowedMethods());
  }

  app.use(serveUi('/admin', deps.config.ADMIN_DIST));
  app.use(async (ctx, next) =>
    ctx.path.startsWith('/api') ? next() : serveUi('/', deps.config.PORTAL_DIST)(ctx, next),
  );
  return app;
}
