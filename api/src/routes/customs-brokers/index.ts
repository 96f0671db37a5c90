import Router from '@koa/router';
import { currentUser, requirePermission } from '../../auth/authenticate';
import type { ApiDeps } from '../../deps';
import { parseListQuery, parseRecordId, runListQuery, sendList } from '../../list';
import { defineOperation } from '../../openapi';
import { parseBody } from '../../validate';
import { presentCustomsBroker, type CustomsBrokerRow } from './presenter';
import {
  createCustomsBrokerSchema,
  customsBrokerList,
  customsBrokerSchema,
  updateCustomsBrokerSchema,
} from './schema';
import {
  createCustomsBroker,
  customsBrokerRows,
  deleteCustomsBroker,
  findCustomsBroker,
  updateCustomsBroker,
} from './service';

const tags = ['customs-brokers'];
const path = '/api/customs-brokers';
const list = {
  sortable: Object.keys(customsBrokerList.sortable),
  filters: Object.keys(customsBrokerList.filters),
};
const responseSchema = customsBrokerSchema;
const ops = {
  list: defineOperation({
    method: 'get',
    path,
    summary: 'List the customs brokers the caller may see',
    tags,
    permission: 'customsBrokers.read',
    responseSchema,
    list,
  }),
  get: defineOperation({
    method: 'get',
    path: `${path}/:id`,
    summary: 'A customs broker',
    tags,
    permission: 'customsBrokers.read',
    responseSchema,
  }),
  create: defineOperation({
    method: 'post',
    path,
    summary: 'Register a customs broker',
    tags,
    permission: 'customsBrokers.write',
    requestSchema: createCustomsBrokerSchema,
    responseSchema,
    successStatus: 201,
  }),
  update: defineOperation({
    method: 'put',
    path: `${path}/:id`,
    summary: 'Edit a customs broker (any subset of fields)',
    tags,
    permission: 'customsBrokers.write',
    requestSchema: updateCustomsBrokerSchema,
    responseSchema,
  }),
  remove: defineOperation({
    method: 'delete',
    path: `${path}/:id`,
    summary: 'Remove a customs broker without users (soft delete)',
    tags,
    permission: 'customsBrokers.write',
    responseSchema,
  }),
};

/** /api/customs-brokers: cargo agents and the clients they represent. */
export function customsBrokerRoutes(deps: ApiDeps) {
  const router = new Router({ prefix: path });

  router.get('/', requirePermission(ops.list.permission!), async (ctx) => {
    const query = parseListQuery(ctx.query, customsBrokerList);
    const base = customsBrokerRows(deps.db, currentUser(ctx.state));
    const { rows, total } = await runListQuery<CustomsBrokerRow>(base, customsBrokerList, query);
    sendList(ctx, customsBrokerList, query, rows.map(presentCustomsBroker), total);
  });

  router.get('/:id', requirePermission(ops.get.permission!), async (ctx) => {
    const id = parseRecordId(ctx.params.id);
    ctx.body = presentCustomsBroker(await findCustomsBroker(deps.db, currentUser(ctx.state), id));
  });

  router.post('/', requirePermission(ops.create.permission!), async (ctx) => {
    const input = ops.create.parse(ctx);
    const id = await createCustomsBroker(deps.db, input, ctx.state.locale);
    ctx.status = 201;
    ctx.body = presentCustomsBroker(await findCustomsBroker(deps.db, currentUser(ctx.state), id));
  });

  router.put('/:id', requirePermission(ops.update.permission!), async (ctx) => {
    const user = currentUser(ctx.state);
    const existing = presentCustomsBroker(
      await findCustomsBroker(deps.db, user, parseRecordId(ctx.params.id)),
    );
    const patch = ops.update.parse(ctx);
    const { name, country, taxId } = existing;
    const merged = parseBody(createCustomsBrokerSchema, { name, country, taxId, ...patch }, ctx.state.locale);
    await updateCustomsBroker(deps.db, existing.id, merged, ctx.state.locale);
    ctx.body = presentCustomsBroker(await findCustomsBroker(deps.db, user, existing.id));
  });

  router.delete('/:id', requirePermission(ops.remove.permission!), async (ctx) => {
    const existing = await findCustomsBroker(deps.db, currentUser(ctx.state), parseRecordId(ctx.params.id));
    await deleteCustomsBroker(deps.db, existing.id);
    ctx.body = presentCustomsBroker(existing);
  });

  return router;
}
