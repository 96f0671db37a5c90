import Router from '@koa/router';
import { currentUser, requirePermission } from '../../auth/authenticate';
import type { ApiDeps } from '../../deps';
import { parseListQuery, parseRecordId, runListQuery, sendList } from '../../list';
import { defineOperation } from '../../openapi';
import { parseBody } from '../../validate';
import { assertMayDeleteClient, assertMayWriteClient } from './policy';
import { presentClient, type ClientRow } from './presenter';
import { clientList, clientSchema, createClientSchema, updateClientSchema } from './schema';
import { clientRows, createClient, deleteClient, findClient, updateClient } from './service';

const tags = ['clients'];
const path = '/api/clients';
const list = { sortable: Object.keys(clientList.sortable), filters: Object.keys(clientList.filters) };
const responseSchema = clientSchema;
const ops = {
  list: defineOperation({
    method: 'get',
    path,
    summary: 'List the client companies the caller may see',
    tags,
    permission: 'clients.read',
    responseSchema,
    list,
  }),
  get: defineOperation({
    method: 'get',
    path: `${path}/:id`,
    summary: 'A client company',
    tags,
    permission: 'clients.read',
    responseSchema,
  }),
  create: defineOperation({
    method: 'post',
    path,
    summary: 'Register a client (a broker master’s becomes represented by its broker)',
    tags,
    permission: 'clients.write',
    requestSchema: createClientSchema,
    responseSchema,
    successStatus: 201,
  }),
  update: defineOperation({
    method: 'put',
    path: `${path}/:id`,
    summary: 'Edit a client (any subset of fields)',
    tags,
    permission: 'clients.write',
    requestSchema: updateClientSchema,
    responseSchema,
  }),
  remove: defineOperation({
    method: 'delete',
    path: `${path}/:id`,
    summary: 'Remove a client without users or cases (soft delete)',
    tags,
    permission: 'clients.write',
    responseSchema,
  }),
};

/** /api/clients: shipper and exporter companies. */
export function clientRoutes(deps: ApiDeps) {
  const router = new Router({ prefix: path });

  router.get('/', requirePermission(ops.list.permission!), async (ctx) => {
    const query = parseListQuery(ctx.query, clientList);
    const base = clientRows(deps.db, currentUser(ctx.state));
    const { rows, total } = await runListQuery<ClientRow>(base, clientList, query);
    sendList(ctx, clientList, query, rows.map(presentClient), total);
  });

  router.get('/:id', requirePermission(ops.get.permission!), async (ctx) => {
    ctx.body = presentClient(await findClient(deps.db, currentUser(ctx.state), parseRecordId(ctx.params.id)));
  });

  router.post('/', requirePermission(ops.create.permission!), async (ctx) => {
    const user = currentUser(ctx.state);
    const input = ops.create.parse(ctx);
    assertMayWriteClient(user, input);
    const id = await createClient(deps.db, user, input, ctx.state.locale);
    ctx.status = 201;
    // Read back unscoped: the caller's reach was resolved before the client existed.
    ctx.body = presentClient(await findClient(deps.db, null, id));
  });

  router.put('/:id', requirePermission(ops.update.permission!), async (ctx) => {
    const user = currentUser(ctx.state);
    const existing = await findClient(deps.db, user, parseRecordId(ctx.params.id));
    const patch = ops.update.parse(ctx);
    assertMayWriteClient(user, patch);
    const current = presentClient(existing);
    const merged = parseBody(
      createClientSchema,
      {
        name: current.name,
        email: current.email,
        contact: current.contact,
        country: current.country,
        taxId: current.taxId,
        office: current.office,
        ...patch,
      },
      ctx.state.locale,
    );
    await updateClient(deps.db, existing.id, merged, ctx.state.locale);
    ctx.body = presentClient(await findClient(deps.db, user, existing.id));
  });

  router.delete('/:id', requirePermission(ops.remove.permission!), async (ctx) => {
    const user = currentUser(ctx.state);
    const existing = await findClient(deps.db, user, parseRecordId(ctx.params.id));
    assertMayDeleteClient(user);
    await deleteClient(deps.db, existing.id);
    ctx.body = presentClient(existing);
  });

  return router;
}
