import Router from '@koa/router';
import { requirePermission } from '../../auth/authenticate';
import type { ApiDeps } from '../../deps';
import { parseListQuery, parseRecordId, runListQuery, sendList } from '../../list';
import { defineOperation } from '../../openapi';
import { presentPort, type PortRow } from './presenter';
import { createPortSchema, portList, portSchema, updatePortSchema } from './schema';
import { createPort, deletePort, findPort, updatePort } from './service';

const tags = ['ports'];
const list = { sortable: Object.keys(portList.sortable), filters: Object.keys(portList.filters) };
const ops = {
  list: defineOperation({
    method: 'get',
    path: '/api/ports',
    summary: 'List ports',
    tags,
    permission: 'referenceData.read',
    responseSchema: portSchema,
    list,
  }),
  get: defineOperation({
    method: 'get',
    path: '/api/ports/:id',
    summary: 'A port',
    tags,
    permission: 'referenceData.read',
    responseSchema: portSchema,
  }),
  create: defineOperation({
    method: 'post',
    path: '/api/ports',
    summary: 'Register a port',
    tags,
    permission: 'referenceData.write',
    requestSchema: createPortSchema,
    responseSchema: portSchema,
    successStatus: 201,
  }),
  update: defineOperation({
    method: 'put',
    path: '/api/ports/:id',
    summary: 'Edit a port (the reference seed then leaves it as edited)',
    tags,
    permission: 'referenceData.write',
    requestSchema: updatePortSchema,
    responseSchema: portSchema,
  }),
  remove: defineOperation({
    method: 'delete',
    path: '/api/ports/:id',
    summary: 'Remove a port (soft delete; cases keep it)',
    tags,
    permission: 'referenceData.write',
    responseSchema: portSchema,
  }),
};

/** /api/ports: the UN/LOCODE port catalogue, readable by everyone signed in, kept by claims staff. */
export function portRoutes(deps: ApiDeps) {
  const router = new Router({ prefix: '/api/ports' });

  router.get('/', requirePermission(ops.list.permission!), async (ctx) => {
    const query = parseListQuery(ctx.query, portList);
    const { rows, total } = await runListQuery<PortRow>(
      deps.db('ports').whereNull('deleted_at'),
      portList,
      query,
    );
    sendList(ctx, portList, query, rows.map(presentPort), total);
  });

  router.get('/:id', requirePermission(ops.get.permission!), async (ctx) => {
    ctx.body = presentPort(await findPort(deps.db, parseRecordId(ctx.params.id)));
  });

  router.post('/', requirePermission(ops.create.permission!), async (ctx) => {
    const input = ops.create.parse(ctx);
    ctx.status = 201;
    ctx.body = presentPort(await createPort(deps.db, input));
  });

  router.put('/:id', requirePermission(ops.update.permission!), async (ctx) => {
    const id = parseRecordId(ctx.params.id);
    const input = ops.update.parse(ctx);
    ctx.body = presentPort(await updatePort(deps.db, id, input));
  });

  router.delete('/:id', requirePermission(ops.remove.permission!), async (ctx) => {
    ctx.body = presentPort(await deletePort(deps.db, parseRecordId(ctx.params.id)));
  });

  return router;
}
