import Koa from 'koa';
import cors from '@koa/cors';
import { bodyParser } from '@koa/bodyparser';
import helmet from 'koa-helmet';
import type { ApiDeps } from './deps';
import { authenticate } from './auth/authenticate';
import { declaredMethodsOnly } from './middlewares/declared-methods';
import { errorHandler } from './middlewares/error-handler';
import { refuseNulCharacters } from './middlewares/no-nul-characters';
import { requireJsonBody } from './middlewares/json-body';
import { requestContext } from './middlewares/request-context';
import { authRoutes } from './routes/auth';
import { healthRoutes } from './routes/health';
import { caseMessageRoutes } from './routes/case-messages';
import { emailLogRoutes } from './routes/email-log';
import { notificationRoutes } from './routes/notifications';
import { reimbursementRoutes } from './routes/reimbursements';
import { protestLetterRoutes } from './routes/protest-letters';
import { userRoutes } from './routes/users';
import { clientRoutes } from './routes/clients';
import { customsBrokerRoutes } from './routes/customs-brokers';
import { portRoutes } from './routes/ports';
import { vesselRoutes } from './routes/vessels';
import { sinisterCauseRoutes } from './routes/sinister-causes';
import { documentTypeRoutes } from './routes/document-types';
import { reportRoutes } from './routes/reports';
import { dashboardRoutes } from './routes/dashboard';
import { settingsRoutes } from './routes/settings';
import { auditLogRoutes } from './routes/audit-log';
import { clientErrorRoutes } from './routes/client-errors';
import { openApiRoutes } from './openapi';
import { checkResponses } from './openapi/response-check';
import { queueBoard } from './queue-board';
import { serveUi } from './static-ui';

/** The Koa application: middleware in order, then one router per resource, then the two UIs. */
export function createApp(deps: ApiDeps): Koa {
  const app = new Koa();
  app.proxy = deps.config.TRUST_PROXY;
  const allowed = new Set(deps.config.CORS_ORIGINS);

  // A client closing an event stream ends its pipe early: expected, not an error worth a log line.
  app.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ERR_STREAM_PREMATURE_CLOSE') deps.log.error({ err }, 'unhandled app error');
  });
  app.use(requestContext(deps.log));
  app.use(errorHandler());
  // Inside the error handler, so an answer outside its schema becomes a 500 a test sees.
  if (deps.config.NODE_ENV !== 'production') app.use(checkResponses());
  app.use(declaredMethodsOnly());
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
  app.use(requireJsonBody());
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: deps.config.BODY_LIMIT, encoding: 'utf-8' }));
  app.use(refuseNulCharacters());

  app.use(authenticate(deps.db, deps.config.SESSION_IDLE_MINUTES));

  for (const router of [
    healthRoutes(deps),
    authRoutes(deps),
    // Before the case routers: their /:id patterns would otherwise answer 405 for /:id/messages.
    caseMessageRoutes(deps),
    notificationRoutes(deps),
    emailLogRoutes(deps),
    reimbursementRoutes(deps),
    protestLetterRoutes(deps),
    userRoutes(deps),
    clientRoutes(deps),
    customsBrokerRoutes(deps),
    portRoutes(deps),
    vesselRoutes(deps),
    sinisterCauseRoutes(deps),
    documentTypeRoutes(deps),
    reportRoutes(deps),
    dashboardRoutes(deps),
    settingsRoutes(deps),
    auditLogRoutes(deps),
    clientErrorRoutes(deps),
    openApiRoutes(),
  ]) {
    app.use(router.routes()).use(router.allowedMethods());
  }

  // Before the console's static files, which would otherwise answer /admin/queues with index.html.
  app.use(queueBoard(deps));
  app.use(serveUi('/admin', deps.config.ADMIN_DIST));
  app.use(async (ctx, next) =>
    ctx.path.startsWith('/api') ? next() : serveUi('/', deps.config.PORTAL_DIST)(ctx, next),
  );
  return app;
}
