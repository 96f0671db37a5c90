import Router from '@koa/router';
import type { Context } from 'koa';
import { clientSchema, createClientSchema, updateClientSchema } from '@claims/contract';
import { auditRecordChange } from '../../audit';
import { currentUser, requirePermission } from '../../auth/authenticate';
import type { ApiDeps } from '../../deps';
import { answerList, parseListQuery, parseRecordId } from '../../list';
import { parseBody } from '../../validate';
import { authorize, clientPolicy, representativesOf } from '../../policies';
import { referenceOperations } from '../reference-data';
import { presentClient } from './presenter';
import { clientList } from './list-spec';
import { clientRows, createClient, deleteClient, findClient, updateClient } from './store';

const ops = referenceOperations({
  list: clientList,
  permissions: { read: 'clients.read', write: 'clients.write' },
  summaries: {
    list: 'List the client companies the caller may see',
    get: 'A client company',
    create: 'Register a client (a broker master’s becomes represented by its broker)',
    update: 'Edit a client (any subset of fields)',
    remove: 'Remove a client without users or cases (soft delete)',
  },
  schemas: { create: createClientSchema, update: updateClientSchema, response: clientSchema },
});

/** Who changed which client, from where (the audit log, issue 16). */
const audited = (ctx: Context, verb: 'create' | 'update' | 'delete', entityId: string) => ({
  actorId: currentUser(ctx.state).id,
  entity: 'clients',
  verb,
  entityId,
  ip: ctx.ip,
});

/** /api/clients: shipper and exporter companies. */
export function clientRoutes(deps: ApiDeps) {
  const router = new Router({ prefix: ops.list.path });

  router.get('/', requirePermission(ops.list.permission!), async (ctx) => {
    const query = parseListQuery(ctx.query, clientList);
    await answerList(ctx, clientList, query, clientRows(deps.db, currentUser(ctx.state)), presentClient);
  });

  router.get('/:id', requirePermission(ops.get.permission!), async (ctx) => {
    ctx.body = presentClient(await findClient(deps.db, currentUser(ctx.state), parseRecordId(ctx.params.id)));
  });

  router.post('/', requirePermission(ops.create.permission!), async (ctx) => {
    const user = currentUser(ctx.state);
    const input = ops.create.parse(ctx);
    authorize(clientPolicy, user, 'write', input);
    const id = await createClient(deps.db, input, representativesOf(user, input), ctx.state.locale);
    // Read back unscoped: the caller's reach was resolved before the client existed.
    const created = presentClient(await findClient(deps.db, null, id));
    await auditRecordChange(deps.db, { ...audited(ctx, 'create', id), before: null, after: created });
    ctx.status = 201;
    ctx.body = created;
  });

  router.put('/:id', requirePermission(ops.update.permission!), async (ctx) => {
    const user = currentUser(ctx.state);
    const existing = await findClient(deps.db, user, parseRecordId(ctx.params.id));
    const patch = ops.update.parse(ctx);
    authorize(clientPolicy, user, 'write', patch);
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
    const after = presentClient(await findClient(deps.db, user, existing.id));
    await auditRecordChange(deps.db, { ...audited(ctx, 'update', existing.id), before: current, after });
    ctx.body = after;
  });

  router.delete('/:id', requirePermission(ops.remove.permission!), async (ctx) => {
    const user = currentUser(ctx.state);
    const existing = await findClient(deps.db, user, parseRecordId(ctx.params.id));
    authorize(clientPolicy, user, 'delete', {});
    await deleteClient(deps.db, existing.id);
    const removed = presentClient(existing);
    await auditRecordChange(deps.db, {
      ...audited(ctx, 'delete', existing.id),
      before: removed,
      after: null,
    });
    ctx.body = removed;
  });

  return router;
}
