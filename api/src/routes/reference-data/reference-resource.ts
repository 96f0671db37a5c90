import Router from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import type { Permission } from '@claims/domain';
import { currentUser, requirePermission } from '../../auth/authenticate';
import type { ApiDeps } from '../../deps';
import { parseListQuery, parseRecordId, runListQuery, sendList, type ListSpec } from '../../list';
import { defineOperation } from '../../openapi';
import type { ReferenceCaller, ReferenceStore } from './reference-store';

/** What makes one resource its own; the routes, their documentation and their guards are shared. */
export interface ReferenceResource<Row, Create extends z.ZodType, Update extends z.ZodType> {
  /** Also names the path (`/api/<resource>`) and the OpenAPI tag. */
  list: ListSpec;
  permissions: { read: Permission; write: Permission };
  summaries: { list: string; get: string; create: string; update: string; remove: string };
  schemas: { create: Create; update: Update; response: z.ZodType };
  present(row: Row): unknown;
  store: ReferenceStore<Row, z.output<Create>, z.output<Update>>;
  /** Reads `:id`; a malformed one answers 404. A UUID unless the resource is keyed otherwise. */
  parseId?(value: string | undefined): string;
}

/**
 * `GET /`, `GET /:id`, `POST /`, `PUT /:id` and `DELETE /:id` of a record kept by staff, the
 * ra-data-simple-rest way. Each route is documented in OpenAPI with the schema it validates with.
 */
export function referenceResource<Row, Create extends z.ZodType, Update extends z.ZodType>(
  deps: ApiDeps,
  resource: ReferenceResource<Row, Create, Update>,
) {
  const { list, store, permissions } = resource;
  const present = (row: Row) => resource.present(row);
  const parseId = resource.parseId ?? parseRecordId;
  const ops = referenceOperations(resource);
  const caller = (ctx: Context): ReferenceCaller => ({
    db: deps.db,
    locale: ctx.state.locale,
    user: currentUser(ctx.state),
  });
  const router = new Router({ prefix: ops.list.path });

  router.get('/', requirePermission(permissions.read), async (ctx) => {
    const query = parseListQuery(ctx.query, list);
    const { rows, total } = await runListQuery<Row>(store.rows(caller(ctx)), list, query);
    sendList(ctx, list, query, rows.map(present), total);
  });

  router.get('/:id', requirePermission(permissions.read), async (ctx) => {
    ctx.body = present(await store.find(caller(ctx), parseId(ctx.params.id)));
  });

  router.post('/', requirePermission(permissions.write), async (ctx) => {
    const input = ops.create.parse(ctx);
    ctx.status = 201;
    ctx.body = present(await store.create(caller(ctx), input));
  });

  router.put('/:id', requirePermission(permissions.write), async (ctx) => {
    const id = parseId(ctx.params.id);
    const input = ops.update.parse(ctx);
    ctx.body = present(await store.update(caller(ctx), id, input));
  });

  router.delete('/:id', requirePermission(permissions.write), async (ctx) => {
    ctx.body = present(await store.remove(caller(ctx), parseId(ctx.params.id)));
  });

  return router;
}

function referenceOperations<Create extends z.ZodType, Update extends z.ZodType>(
  resource: Pick<
    ReferenceResource<unknown, Create, Update>,
    'list' | 'permissions' | 'summaries' | 'schemas'
  >,
) {
  const { list, permissions, summaries, schemas } = resource;
  const path = `/api/${list.resource}`;
  const tags = [list.resource];
  const responseSchema = schemas.response;
  return {
    list: defineOperation({
      method: 'get',
      path,
      summary: summaries.list,
      tags,
      permission: permissions.read,
      responseSchema,
      list: { sortable: Object.keys(list.sortable), filters: Object.keys(list.filters) },
    }),
    get: defineOperation({
      method: 'get',
      path: `${path}/:id`,
      summary: summaries.get,
      tags,
      permission: permissions.read,
      responseSchema,
    }),
    create: defineOperation({
      method: 'post',
      path,
      summary: summaries.create,
      tags,
      permission: permissions.write,
      requestSchema: schemas.create,
      responseSchema,
      successStatus: 201,
    }),
    update: defineOperation({
      method: 'put',
      path: `${path}/:id`,
      summary: summaries.update,
      tags,
      permission: permissions.write,
      requestSchema: schemas.update,
      responseSchema,
    }),
    remove: defineOperation({
      method: 'delete',
      path: `${path}/:id`,
      summary: summaries.remove,
      tags,
      permission: permissions.write,
      responseSchema,
    }),
  };
}
