import Router from '@koa/router';
import { requirePermission } from '../../auth/authenticate';
import type { ApiDeps } from '../../deps';
import { parseListQuery, parseRecordId, runListQuery, sendList } from '../../list';
import { defineOperation } from '../../openapi';
import { presentSinisterCause, type SinisterCauseRow } from './presenter';
import {
  createSinisterCauseSchema,
  sinisterCauseList,
  sinisterCauseSchema,
  updateSinisterCauseSchema,
} from './schema';
import {
  createSinisterCause,
  deleteSinisterCause,
  findSinisterCause,
  sinisterCauseRows,
  updateSinisterCause,
} from './service';

const tags = ['sinister-causes'];
const path = '/api/sinister-causes';
const list = {
  sortable: Object.keys(sinisterCauseList.sortable),
  filters: Object.keys(sinisterCauseList.filters),
};
const responseSchema = sinisterCauseSchema;
const ops = {
  list: defineOperation({
    method: 'get',
    path,
    summary: 'List sinister causes',
    tags,
    permission: 'referenceData.read',
    responseSchema,
    list,
  }),
  get: defineOperation({
    method: 'get',
    path: `${path}/:id`,
    summary: 'A sinister cause',
    tags,
    permission: 'referenceData.read',
    responseSchema,
  }),
  create: defineOperation({
    method: 'post',
    path,
    summary: 'Register a sinister cause',
    tags,
    permission: 'referenceData.write',
    requestSchema: createSinisterCauseSchema,
    responseSchema,
    successStatus: 201,
  }),
  update: defineOperation({
    method: 'put',
    path: `${path}/:id`,
    summary: 'Edit a sinister cause',
    tags,
    permission: 'referenceData.write',
    requestSchema: updateSinisterCauseSchema,
    responseSchema,
  }),
  remove: defineOperation({
    method: 'delete',
    path: `${path}/:id`,
    summary: 'Remove a sinister cause (soft delete)',
    tags,
    permission: 'referenceData.write',
    responseSchema,
  }),
};

/** /api/sinister-causes: why a loss happened, as claims analysis records it. */
export function sinisterCauseRoutes(deps: ApiDeps) {
  const router = new Router({ prefix: path });

  router.get('/', requirePermission(ops.list.permission!), async (ctx) => {
    const query = parseListQuery(ctx.query, sinisterCauseList);
    const base = sinisterCauseRows(deps.db, ctx.state.locale);
    const { rows, total } = await runListQuery<SinisterCauseRow>(base, sinisterCauseList, query);
    sendList(ctx, sinisterCauseList, query, rows.map(presentSinisterCause), total);
  });

  router.get('/:id', requirePermission(ops.get.permission!), async (ctx) => {
    const id = parseRecordId(ctx.params.id);
    ctx.body = presentSinisterCause(await findSinisterCause(deps.db, ctx.state.locale, id));
  });

  router.post('/', requirePermission(ops.create.permission!), async (ctx) => {
    const input = ops.create.parse(ctx);
    ctx.status = 201;
    ctx.body = presentSinisterCause(await createSinisterCause(deps.db, ctx.state.locale, input));
  });

  router.put('/:id', requirePermission(ops.update.permission!), async (ctx) => {
    const id = parseRecordId(ctx.params.id);
    const input = ops.update.parse(ctx);
    ctx.body = presentSinisterCause(await updateSinisterCause(deps.db, ctx.state.locale, id, input));
  });

  router.delete('/:id', requirePermission(ops.remove.permission!), async (ctx) => {
    const id = parseRecordId(ctx.params.id);
    ctx.body = presentSinisterCause(await deleteSinisterCause(deps.db, ctx.state.locale, id));
  });

  return router;
}
