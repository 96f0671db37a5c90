import Router from '@koa/router';
import { settingsSchema, updateSettingsSchema } from '@claims/contract';
import { recordAudit } from '../../audit';
import { currentUser, requirePermission } from '../../auth/authenticate';
import type { ApiDeps } from '../../deps';
import { defineOperation } from '../../openapi';
import { readSettings, writeSettings } from './store';

const tags = ['settings'];
const ops = {
  get: defineOperation({
    method: 'get',
    path: '/api/settings',
    summary:
      'The operator’s rules per office (notice period, case timers in ms) with the default authority limit and the carrier notice',
    tags,
    permission: 'settings.write',
    responseSchema: settingsSchema,
  }),
  update: defineOperation({
    method: 'put',
    path: '/api/settings',
    summary:
      'Change any part of the settings; running cases keep the timers they started with (read at start and on continue-as-new). Audited.',
    tags,
    permission: 'settings.write',
    requestSchema: updateSettingsSchema,
    responseSchema: settingsSchema,
  }),
};

/** /api/settings: what workflows and filings read from the settings table, for masters to tune. */
export function settingsRoutes(deps: ApiDeps) {
  const router = new Router({ prefix: '/api/settings' });
  router.use(requirePermission('settings.write'));

  router.get('/', async (ctx) => {
    ctx.body = await readSettings(deps.db);
  });

  router.put('/', async (ctx) => {
    const user = currentUser(ctx.state);
    const patch = ops.update.parse(ctx);
    ctx.body = await deps.db.transaction(async (trx) => {
      const changes = await writeSettings(trx, patch);
      if (Object.keys(changes).length)
        await recordAudit(trx, {
          actorId: user.id,
          action: 'settings.update',
          entity: 'settings',
          changes,
          ip: ctx.ip,
        });
      return readSettings(trx);
    });
  });

  return router;
}
