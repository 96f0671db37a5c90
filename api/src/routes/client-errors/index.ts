import Router from '@koa/router';
import type { ApiDeps } from '../../deps';
import { consumeOrThrottle, Throttle, type ThrottleRule } from '../../auth/throttle';
import { defineOperation } from '../../openapi';
import { HttpError } from '../../http-error';
import { clientErrorSchema } from '@claims/contract';

/** A UI in a crash loop reports a few times a second at most; more is noise or abuse. */
export const CLIENT_ERRORS_PER_IP: ThrottleRule = { name: 'client-errors-ip', limit: 30, windowSeconds: 60 };

// The capped fields fit in about 20 KB; a larger body is not a report from our own UIs.
const MAX_BODY_BYTES = 32 * 1024;

export const clientErrorOperations = {
  report: defineOperation({
    method: 'post',
    path: '/api/client-errors',
    summary:
      "A UI's error boundary reports a crash (logged at warn with the request id; anonymous allowed, throttled per address)",
    tags: ['client-errors'],
    requestSchema: clientErrorSchema,
    successStatus: 204,
    public: true,
  }),
};

/** POST /api/client-errors: what broke in a browser reaches the same log as the api's own errors. */
export function clientErrorRoutes(deps: ApiDeps) {
  const router = new Router();
  const throttle = new Throttle(deps.redis, deps.config.REDIS_PREFIX, deps.log);
  router.post('/api/client-errors', async (ctx) => {
    if ((ctx.request.length ?? 0) > MAX_BODY_BYTES) throw HttpError.of('PAYLOAD_TOO_LARGE');
    await consumeOrThrottle(ctx, throttle, [[CLIENT_ERRORS_PER_IP, ctx.ip]]);
    const report = clientErrorOperations.report.parse(ctx);
    ctx.state.log.warn(
      {
        clientError: {
          ui: report.ui,
          route: report.route,
          message: report.message,
          stack: report.stack,
          // The request the UI was answering when it broke; this report has its own id.
          failedRequestId: report.requestId,
        },
        userId: ctx.state.user?.id,
      },
      'client error',
    );
    ctx.status = 204;
  });
  return router;
}
