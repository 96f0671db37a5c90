import Router from '@koa/router';
import { createUserSchema, updateUserSchema, userRecordSchema, userSchema } from '@claims/contract';
import { changedFields, recordAudit } from '../../audit';
import { currentUser, requirePermission } from '../../auth/authenticate';
import { assertEmailFree, requestEmailChange } from '../../auth/email-change';
import type { ApiDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { parseListQuery, parseRecordId, runListQuery, sendList } from '../../list';
import { defineOperation } from '../../openapi';
import { parseBody } from '../../validate';
import { assertMayAssign, assertMayGiveRole, assertMayManage, withCompanyDefaults } from './policy';
import { presentUser } from './presenter';
import { userList } from './list-spec';
import { createUser, deleteUser, findUser, updateUser, userRecordOf, userRows } from './store';

const tags = ['users'];
const path = '/api/users';
const list = { sortable: Object.keys(userList.sortable), filters: Object.keys(userList.filters) };
const responseSchema = userSchema;
const ops = {
  list: defineOperation({
    method: 'get',
    path,
    summary: 'List the users the caller manages',
    tags,
    permission: 'users.read',
    responseSchema,
    list,
  }),
  get: defineOperation({
    method: 'get',
    path: `${path}/:id`,
    summary: 'A user',
    tags,
    permission: 'users.read',
    responseSchema,
  }),
  create: defineOperation({
    method: 'post',
    path,
    summary: 'Register a user and send an invitation to set a password (409 DUPLICATE_EMAIL)',
    tags,
    permission: 'users.write',
    requestSchema: createUserSchema,
    responseSchema,
    successStatus: 201,
  }),
  update: defineOperation({
    method: 'put',
    path: `${path}/:id`,
    summary:
      'Edit a user (any subset of fields); a new e-mail is only requested: a link to the new address confirms it and ends the user’s sessions',
    tags,
    permission: 'users.write',
    requestSchema: updateUserSchema,
    responseSchema,
  }),
  remove: defineOperation({
    method: 'delete',
    path: `${path}/:id`,
    summary: 'Deactivate and remove a user (soft delete; sessions end)',
    tags,
    permission: 'users.write',
    responseSchema,
  }),
};

/** /api/users: staff manage everyone; company masters manage their own company's operators. */
export function userRoutes(deps: ApiDeps) {
  const router = new Router({ prefix: path });

  router.get('/', requirePermission(ops.list.permission!), async (ctx) => {
    const query = parseListQuery(ctx.query, userList);
    const base = userRows(deps.db, currentUser(ctx.state));
    const { rows, total } = await runListQuery(base, userList, query);
    sendList(ctx, userList, query, rows.map(presentUser), total);
  });

  router.get('/:id', requirePermission(ops.get.permission!), async (ctx) => {
    ctx.body = presentUser(await findUser(deps.db, currentUser(ctx.state), parseRecordId(ctx.params.id)));
  });

  router.post('/', requirePermission(ops.create.permission!), async (ctx) => {
    const user = currentUser(ctx.state);
    const input = ops.create.parse(ctx);
    assertMayGiveRole(user, input.role);
    const record = parseBody(userRecordSchema, withCompanyDefaults(user, input), ctx.state.locale);
    assertMayAssign(user, record);
    const { id } = await createUser(deps.db, record, ctx.state.locale);
    // No link here: the jobs worker mints it into the e-mail (the api never holds it).
    ctx.state.log.info({ userId: id }, 'user invited');
    await recordAudit(deps.db, {
      actorId: user.id,
      action: 'users.create',
      entity: 'users',
      entityId: id,
      changes: changedFields({}, { ...record }),
      ip: ctx.ip,
    });
    ctx.status = 201;
    ctx.body = presentUser(await findUser(deps.db, null, id));
  });

  router.put('/:id', requirePermission(ops.update.permission!), async (ctx) => {
    const user = currentUser(ctx.state);
    const existing = userRecordOf(await findUser(deps.db, user, parseRecordId(ctx.params.id)));
    const patch = ops.update.parse(ctx);
    if (existing.id !== user.id) assertMayGiveRole(user, patch.role);
    const { id: _id, ...current } = existing;
    const next = parseBody(userRecordSchema, { ...current, ...patch }, ctx.state.locale);
    assertMayManage(user, existing, next);
    // A new address is confirmed from that address before it replaces the current one.
    const newEmail = next.email.toLowerCase() !== existing.email.toLowerCase() ? next.email : null;
    if (newEmail) await assertEmailFree(deps.db, newEmail, existing.id);
    await updateUser(deps.db, existing.id, { ...next, email: existing.email }, ctx.state.locale);
    if (newEmail) await requestEmailChange(deps.db, existing.id, newEmail);
    if (!next.active) await deps.sessionEnded({ userId: existing.id });
    const changes = changedFields(current, { ...next, email: existing.email });
    if (newEmail) changes['emailChangeRequested'] = { before: existing.email, after: newEmail };
    if (Object.keys(changes).length)
      await recordAudit(deps.db, {
        actorId: user.id,
        action: 'users.update',
        entity: 'users',
        entityId: existing.id,
        changes,
        ip: ctx.ip,
      });
    ctx.body = presentUser(await findUser(deps.db, null, existing.id));
  });

  router.delete('/:id', requirePermission(ops.remove.permission!), async (ctx) => {
    const user = currentUser(ctx.state);
    const row = await findUser(deps.db, user, parseRecordId(ctx.params.id));
    if (row.id === user.id) throw HttpError.of('CANNOT_DELETE_SELF');
    assertMayManage(user, userRecordOf(row));
    await deleteUser(deps.db, row.id);
    await deps.sessionEnded({ userId: row.id });
    await recordAudit(deps.db, {
      actorId: user.id,
      action: 'users.delete',
      entity: 'users',
      entityId: row.id,
      changes: { active: { before: row.active, after: false } },
      ip: ctx.ip,
    });
    ctx.body = presentUser({ ...row, active: false });
  });

  return router;
}
