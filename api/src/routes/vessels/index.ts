import Router from '@koa/router';
import { requirePermission } from '../../auth/authenticate';
import type { ApiDeps } from '../../deps';
import { parseListQuery, parseRecordId, runListQuery, sendList } from '../../list';
import { defineOperation } from '../../openapi';
import { presentVessel, type VesselRow } from './presenter';
import { createVesselSchema, vesselList, vesselSchema, updateVesselSchema } from './schema';
import { createVessel, deleteVessel, findVessel, updateVessel } from './service';

const tags = ['vessels'];
const list = { sortable: Object.keys(vesselList.sortable), filters: Object.keys(vesselList.filters) };
const ops = {
  list: defineOperation({
    method: 'get',
    path: '/api/vessels',
    summary: 'List vessels',
    tags,
    permission: 'referenceData.read',
    responseSchema: vesselSchema,
    list,
  }),
  get: defineOperation({
    method: 'get',
    path: '/api/vessels/:id',
    summary: 'A vessel',
    tags,
    permission: 'referenceData.read',
    responseSchema: vesselSchema,
  }),
  create: defineOperation({
    method: 'post',
    path: '/api/vessels',
    summary: 'Register a vessel',
    tags,
    permission: 'referenceData.write',
    requestSchema: createVesselSchema,
    responseSchema: vesselSchema,
    successStatus: 201,
  }),
  update: defineOperation({
    method: 'put',
    path: '/api/vessels/:id',
    summary: 'Edit a vessel (the reference seed then leaves it as edited)',
    tags,
    permission: 'referenceData.write',
    requestSchema: updateVesselSchema,
    responseSchema: vesselSchema,
  }),
  remove: defineOperation({
    method: 'delete',
    path: '/api/vessels/:id',
    summary: 'Remove a vessel (soft delete; cases keep it)',
    tags,
    permission: 'referenceData.write',
    responseSchema: vesselSchema,
  }),
};

/** /api/vessels: the UN/LOCODE port catalogue, readable by everyone signed in, kept by claims staff. */
export function vesselRoutes(deps: ApiDeps) {
  const router = new Router({ prefix: '/api/vessels' });

  router.get('/', requirePermission(ops.list.permission!), async (ctx) => {
    const query = parseListQuery(ctx.query, vesselList);
    const { rows, total } = await runListQuery<VesselRow>(
      deps.db('vessels').whereNull('deleted_at'),
      vesselList,
      query,
    );
    sendList(ctx, vesselList, query, rows.map(presentVessel), total);
  });

  router.get('/:id', requirePermission(ops.get.permission!), async (ctx) => {
    ctx.body = presentVessel(await findVessel(deps.db, parseRecordId(ctx.params.id)));
  });

  router.post('/', requirePermission(ops.create.permission!), async (ctx) => {
    const input = ops.create.parse(ctx);
    ctx.status = 201;
    ctx.body = presentVessel(await createVessel(deps.db, input));
  });

  router.put('/:id', requirePermission(ops.update.permission!), async (ctx) => {
    const id = parseRecordId(ctx.params.id);
    const input = ops.update.parse(ctx);
    ctx.body = presentVessel(await updateVessel(deps.db, id, input));
  });

  router.delete('/:id', requirePermission(ops.remove.permission!), async (ctx) => {
    ctx.body = presentVessel(await deleteVessel(deps.db, parseRecordId(ctx.params.id)));
  });

  return router;
}
