import Router from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import type { Permission } from '@claims/domain';
import { auditRecordChange } from '../../audit';
import { currentUser, requirePermission } from '../../auth/authenticate';
import type { ApiDeps } from '../../deps';
import { answerList, documentedList, parseListQuery, parseRecordId, type ListSpec } from '../../list';
import { defineOperation } from '../../openapi';
import type { ReferenceCaller, ReferenceStore } from './reference-store';

interface ResourcePermissions {
  read: Permission;
  write: Permission;
}

/** What makes one resource its own; the routes, their documentation and their guards are shared. */
export interface ReferenceResource<Row, Create extends z.ZodType, Update extends z.ZodType> {
  /** Also names the path (`/api/<resource>`) and the OpenAPI tag. */
  list: ListSpec;
  /** Who may read it and who may change it: reference data's pair unless said otherwise. */
  permissions?: ResourcePermissions;
  summaries: { list: string; get: string; create: string; update: string; remove: string };
  schemas: { create: Create; update: Update; response: z.ZodType };
  present(row: Row): unknown;
  /**
   * A rule the update schema cannot judge alone, as it reads the row as stored beside the change
   * (a port's new code against its country); a refusal throws, as a 422 of the field.
   */
  checkUpdate?(stored: Row, change: z.output<Update>): void;
  store: ReferenceStore<Row, z.output<Create>, z.output<Update>>;
  /** Reads `:id`; a malformed one answers 404. A UUID unless the resource is keyed otherwise. */
  parseId?(value: string | undefined): string;
}

const REFERENCE_DATA: ResourcePermissions = { read: 'referenceData.read', write: 'referenceData.write' };

const permissionsOf = (resource: { permissions?: ResourcePermissions }) =>
  resource.permissions ?? REFERENCE_DATA;

/**
 * `GET /`, `GET /:id`, `POST /`, `PUT /:id` and `DELETE /:id` of a record kept by staff, the
 * ra-data-simple-rest way. Each route is documented in OpenAPI with the schema it validates with.
 */
export function referenceResource<Row, Create extends z.ZodType, Update extends z.ZodType>(
  deps: ApiDeps,
  resource: ReferenceResource<Row, Create, Update>,
) {
  const { list, store } = resource;
  const permissions = permissionsOf(resource);
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
    await answerList<Row>(ctx, list, query, store.rows(caller(ctx)), present);
  });

  router.get('/:id', requirePermission(permissions.read), async (ctx) => {
    ctx.body = present(await store.find(caller(ctx), parseId(ctx.params.id)));
  });

  // Every change of reference data is in the audit log, field by field (issue 16).
  const audit = (
    ctx: Context,
    verb: 'create' | 'update' | 'delete',
    id: string,
    before: unknown,
    after: unknown,
  ) =>
    auditRecordChange(deps.db, {
      actorId: currentUser(ctx.state).id,
      entity: list.resource,
      verb,
      entityId: id,
      before: before as object | null,
      after: after as object | null,
      ip: ctx.ip,
    });

  router.post('/', requirePermission(permissions.write), async (ctx) => {
    const input = ops.create.parse(ctx);
    const created = present(await store.create(caller(ctx), input)) as { id: string };
    await audit(ctx, 'create', String(created.id), null, created);
    ctx.status = 201;
    ctx.body = created;
  });

  router.put('/:id', requirePermission(permissions.write), async (ctx) => {
    const id = parseId(ctx.params.id);
    const input = ops.update.parse(ctx);
    const stored = await store.find(caller(ctx), id);
    resource.checkUpdate?.(stored, input);
    const before = present(stored);
    const after = present(await store.update(caller(ctx), id, input));
    await audit(ctx, 'update', id, before, after);
    ctx.body = after;
  });

  router.delete('/:id', requirePermission(permissions.write), async (ctx) => {
    const id = parseId(ctx.params.id);
    const removed = present(await store.remove(caller(ctx), id));
    await audit(ctx, 'delete', id, removed, null);
    ctx.body = removed;
  });

  return router;
}

/** The five operations of a record kept by staff, documented in OpenAPI; their `parse` validates a body. */
export function referenceOperations<Create extends z.ZodType, Update extends z.ZodType>(
  resource: Pick<
    ReferenceResource<unknown, Create, Update>,
    'list' | 'permissions' | 'summaries' | 'schemas'
  >,
) {
  const { list, summaries, schemas } = resource;
  const permissions = permissionsOf(resource);
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
      list: documentedList(list),
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
