import Router from '@koa/router';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { can, isClientSide, reimbursement as domain, OFFICE_KEYS } from '@claims/domain';
import { withTenantScope } from '@claims/db';
import {
  creationRecordedUpdate,
  reimbursementActionUpdate,
  reimbursementWorkflowId,
  type reimbursementRequestWorkflow,
} from '@claims/workflows';
import { assertReachesCase, tenantScope } from '../../auth/case-reach';
import { currentUser, requirePermission } from '../../auth/authenticate';
import type { SessionUser } from '../../auth/session-user';
import type { ApiDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { toCaseCommandError } from '../../temporal-errors';
import { parseBody, parseUuid } from '../../validate';
import { presentReimbursement } from './presenter';

const createSchema = z
  .object({
    office: z.enum(OFFICE_KEYS),
    // A broker files for one of the clients it represents; a client user for its own company.
    clientId: z.uuid().optional(),
  })
  .strict();
const IDEMPOTENCY_KEY = /^[\w.:-]{8,128}$/;

export function reimbursementRoutes(deps: ApiDeps) {
  const router = new Router({ prefix: '/api/reimbursements' });

  router.post('/', requirePermission('cases.create'), async (ctx) => {
    const user = currentUser(ctx.state);
    const body = parseBody(createSchema, ctx.request.body);
    const clientId = body.clientId ?? user.clientId;
    assertReachesCase(user, clientId);
    const id = randomUUID();
    const workflowId = reimbursementWorkflowId(id);
    await deps.db.raw(
      `insert into reimbursement_requests (id, reference, office, workflow_id, client_id, created_by)
       values (?, 'RR-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('reimbursement_reference_seq')::text, 6, '0'), ?, ?, ?, ?)`,
      [id, body.office, workflowId, clientId, user.id],
    );
    const handle = await deps.temporal.workflow.start<typeof reimbursementRequestWorkflow>(
      'reimbursementRequestWorkflow',
      {
        workflowId,
        taskQueue: deps.config.TEMPORAL_TASK_QUEUE,
        args: [{ requestId: id, office: body.office, createdBy: user.id }],
      },
    );
    await handle.executeUpdate(creationRecordedUpdate);
    ctx.status = 201;
    ctx.body = await load(deps, user, id);
  });

  router.get('/:id', requirePermission('cases.read'), async (ctx) => {
    ctx.body = await load(deps, currentUser(ctx.state), parseUuid(ctx.params.id));
  });

  router.post('/:id/actions/:action', requirePermission('cases.read'), async (ctx) => {
    const user = currentUser(ctx.state);
    const id = parseUuid(ctx.params.id);
    await load(deps, user, id);
    const action = ctx.params.action ?? '';
    if (!domain.isPersonAction(action)) throw new HttpError(404, 'UNKNOWN_ACTION', 'errors.recordNotFound');
    const actor = actorOf(user);
    const payload = parseBody(domain.actionPayloads[action], ctx.request.body ?? {});
    const key = ctx.get('Idempotency-Key');
    if (key && !IDEMPOTENCY_KEY.test(key))
      throw new HttpError(400, 'INVALID_IDEMPOTENCY_KEY', 'errors.validation');
    try {
      await deps.temporal.workflow
        .getHandle(reimbursementWorkflowId(id))
        .executeUpdate(reimbursementActionUpdate(action), {
          args: [{ actor, doneBy: user.id, payload }],
          // The same key twice is the same update: Temporal answers the first result again.
          ...(key ? { updateId: `${action}:${key}` } : {}),
        });
    } catch (err) {
      throw toCaseCommandError(err) ?? err;
    }
    ctx.body = await load(deps, user, id);
  });

  return router;
}

/** Claims staff act as STAFF, client and broker users as CLIENT_SIDE; read-only roles may not act. */
function actorOf(user: SessionUser): 'STAFF' | 'CLIENT_SIDE' {
  if (can(user.role, 'cases.staffActions')) return 'STAFF';
  if (isClientSide(user.role)) return 'CLIENT_SIDE';
  throw new HttpError(403, 'FORBIDDEN', 'errors.forbidden');
}

async function load(deps: ApiDeps, user: SessionUser, id: string) {
  return withTenantScope(deps.db, tenantScope(user), async (trx) => {
    const row = await trx('reimbursement_requests').where({ id }).first();
    if (!row) throw new HttpError(404, 'CASE_NOT_FOUND', 'errors.notFound');
    assertReachesCase(user, row.client_id);
    const events = await trx('case_events')
      .where({ case_kind: 'reimbursement', case_id: id })
      .orderBy('seq')
      .select('seq', 'action', 'from_status', 'to_status', 'done_by', 'done_at');
    return presentReimbursement(row, events);
  });
}
