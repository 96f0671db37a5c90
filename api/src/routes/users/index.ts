import Router from '@koa/router';
import {
  createUserSchema,
  updatedUserSchema,
  updateUserSchema,
  userRecordSchema,
  userSchema,
} from '@claims/contract';
import { changedFields, recordAudit } from '../../audit';
import { currentUser, requirePermission } from '../../auth/authenticate';
import { assertEmailFree, changeEmail } from '../../auth/email-change';
import {
  consumeOrThrottle,
  INVITATION_RESENDS_PER_ACCOUNT,
  INVITATION_RESENDS_PER_SENDER,
  Throttle,
} from '../../auth/throttle';
import type { ApiDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { answerList, documentedList, parseListQuery, parseRecordId } from '../../list';
import { defineOperation } from '../../openapi';
import { parseBody } from '../../validate';
import { authorize, userPolicy } from '../../policies';
import { withCompanyDefaults } from './scope';
import { presentUser } from './presenter';
import { userList } from './list-spec';
import {
  createUser,
  deleteUser,
  findUser,
  resendInvitation,
  updateUser,
  userRecordOf,
  userRows,
} from './store';

const tags = ['users'];
const path = '/api/users';
const responseSchema = userSchema;
const ops = {
  list: defineOperation({
    method: 'get',
    path,
    summary: 'List the users the caller manages',
    tags,
    permission: 'users.read',
    responseSchema,
    list: documentedList(userList),
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
      'Edit a user (any subset of fields). A new e-mail retires every link sent to the user; an account with a password keeps its address until a link sent to the new one confirms it (and ends its sessions), an account still invited takes it at once with a fresh invitation (emailChange says which)',
    tags,
    permission: 'users.write',
    requestSchema: updateUserSchema,
    responseSchema: updatedUserSchema,
  }),
  resendInvitation: defineOperation({
    method: 'post',
    path: `${path}/:id/invitation`,
    summary:
      'E-mail the invitation again to a user who has not set a password; earlier invitation links stop working (409 INVITATION_NOT_PENDING, USER_INACTIVE; throttled)',
    tags,
    permission: 'users.write',
    successStatus: 202,
    alsoAnswers: [409, 429],
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
  const throttle = new Throttle(deps.redis, deps.config.REDIS_PREFIX, deps.log);

  router.get('/', requirePermission(ops.list.permission!), async (ctx) => {
    const query = parseListQuery(ctx.query, userList);
    const user = currentUser(ctx.state);
    await answerList(ctx, userList, query, userRows(deps.db, user), (row) => presentUser(row, user));
  });

  router.get('/:id', requirePermission(ops.get.permission!), async (ctx) => {
    const user = currentUser(ctx.state);
    ctx.body = presentUser(await findUser(deps.db, user, parseRecordId(ctx.params.id)), user);
  });

  router.post('/', requirePermission(ops.create.permission!), async (ctx) => {
    const user = currentUser(ctx.state);
    const input = ops.create.parse(ctx);
    authorize(userPolicy, user, 'giveRole', { role: input.role });
    const record = parseBody(userRecordSchema, withCompanyDefaults(user, input), ctx.state.locale);
    authorize(userPolicy, user, 'create', { next: record });
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
    ctx.body = presentUser(await findUser(deps.db, null, id), user);
  });

  router.put('/:id', requirePermission(ops.update.permission!), async (ctx) => {
    const user = currentUser(ctx.state);
    const row = await findUser(deps.db, user, parseRecordId(ctx.params.id));
    const existing = userRecordOf(row);
    const patch = ops.update.parse(ctx);
    if (existing.id !== user.id) authorize(userPolicy, user, 'giveRole', { role: patch.role });
    const { id: _id, ...current } = existing;
    const next = parseBody(userRecordSchema, { ...current, ...patch }, ctx.state.locale);
    authorize(userPolicy, user, 'update', { existing, next });
    const newEmail = next.email.toLowerCase() !== existing.email.toLowerCase() ? next.email : null;
    if (newEmail) await assertEmailFree(deps.db, newEmail, existing.id);
    await updateUser(deps.db, existing.id, { ...next, email: existing.email }, ctx.state.locale);
    // After the other fields: a deactivation in the same edit means no invitation goes out.
    const emailChange = newEmail
      ? await changeEmail(deps.db, { id: existing.id, active: next.active }, newEmail)
      : undefined;
    if (!next.active) await deps.sessionEnded({ userId: existing.id });
    const changes = changedFields(current, { ...next, email: existing.email });
    if (emailChange === 'CONFIRMATION_SENT')
      changes['emailChangeRequested'] = { before: existing.email, after: newEmail };
    else if (emailChange) changes['email'] = { before: existing.email, after: newEmail!.toLowerCase() };
    if (Object.keys(changes).length)
      await recordAudit(deps.db, {
        actorId: user.id,
        action: 'users.update',
        entity: 'users',
        entityId: existing.id,
        changes,
        ip: ctx.ip,
      });
    const saved = presentUser(await findUser(deps.db, null, existing.id), user);
    ctx.body = emailChange ? { ...saved, emailChange } : saved;
  });

  router.post('/:id/invitation', requirePermission(ops.resendInvitation.permission!), async (ctx) => {
    const user = currentUser(ctx.state);
    const row = await findUser(deps.db, user, parseRecordId(ctx.params.id));
    authorize(userPolicy, user, 'resendInvitation', {
      existing: userRecordOf(row),
      invitationPending: row.invitationPending,
    });
    await consumeOrThrottle(ctx, throttle, [
      [INVITATION_RESENDS_PER_ACCOUNT, row.id],
      [INVITATION_RESENDS_PER_SENDER, user.id],
    ]);
    await resendInvitation(deps.db, row.id);
    ctx.state.log.info({ userId: row.id }, 'invitation resent');
    await recordAudit(deps.db, {
      actorId: user.id,
      action: 'users.resendInvitation',
      entity: 'users',
      entityId: row.id,
      changes: {},
      ip: ctx.ip,
    });
    // Body first: Koa turns a null body into 204 unless the status comes after it.
    ctx.body = null;
    ctx.status = 202;
  });

  router.delete('/:id', requirePermission(ops.remove.permission!), async (ctx) => {
    const user = currentUser(ctx.state);
    const row = await findUser(deps.db, user, parseRecordId(ctx.params.id));
    if (row.id === user.id) throw HttpError.of('CANNOT_DELETE_SELF');
    authorize(userPolicy, user, 'delete', { existing: userRecordOf(row) });
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
    ctx.body = presentUser({ ...row, active: false }, user);
  });

  return router;
}
