import Router from '@koa/router';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { reimbursement as domain } from '@claims/domain';
import {
  creationRecordedUpdate,
  reimbursementActionUpdate,
  reimbursementWorkflowId,
  type reimbursementRequestWorkflow,
} from '@claims/workflows';
import type { ApiDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { toCaseCommandError } from '../../temporal-errors';
import { parseBody, parseUuid } from '../../validate';
import { presentReimbursement } from './presenter';

const createSchema = z.object({ office: z.enum(['AR', 'BR', 'PY', 'UY']) }).strict();
const IDEMPOTENCY_KEY = /^[\w.:-]{8,128}$/;

export function reimbursementRoutes(deps: ApiDeps) {
  const router = new Router({ prefix: '/api/reimbursements' });

  router.post('/', async (ctx) => {
    const body = parseBody(createSchema, ctx.request.body);
    const id = randomUUID();
    const workflowId = reimbursementWorkflowId(id);
    await deps.db.raw(
      `insert into reimbursement_requests (id, reference, office, workflow_id)
       values (?, 'RR-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('reimbursement_reference_seq')::text, 6, '0'), ?, ?)`,
      [id, body.office, workflowId],
    );
    const handle = await deps.temporal.workflow.start<typeof reimbursementRequestWorkflow>(
      'reimbursementRequestWorkflow',
      {
        workflowId,
        taskQueue: deps.config.TEMPORAL_TASK_QUEUE,
        args: [{ requestId: id, office: body.office, createdBy: ctx.state.user?.id ?? null }],
      },
    );
    await handle.executeUpdate(creationRecordedUpdate);
    ctx.status = 201;
    ctx.body = await load(deps, id);
  });

  router.get('/:id', async (ctx) => {
    ctx.body = await load(deps, parseUuid(ctx.params.id));
  });

  router.post('/:id/actions/:action', async (ctx) => {
    const id = parseUuid(ctx.params.id);
    const action = ctx.params.action ?? '';
    if (!domain.isPersonAction(action)) throw new HttpError(404, 'UNKNOWN_ACTION', 'errors.recordNotFound');
    const payload = parseBody(domain.actionPayloads[action], ctx.request.body ?? {});
    const key = ctx.get('Idempotency-Key');
    if (key && !IDEMPOTENCY_KEY.test(key))
      throw new HttpError(400, 'INVALID_IDEMPOTENCY_KEY', 'errors.validation');
    await load(deps, id);
    try {
      await deps.temporal.workflow
        .getHandle(reimbursementWorkflowId(id))
        .executeUpdate(reimbursementActionUpdate(action), {
          args: [{ actor: 'STAFF', doneBy: ctx.state.user?.id ?? null, payload }],
          // The same key twice is the same update: Temporal answers the first result again.
          ...(key ? { updateId: `${action}:${key}` } : {}),
        });
    } catch (err) {
      throw toCaseCommandError(err) ?? err;
    }
    ctx.body = await load(deps, id);
  });

  return router;
}

async function load(deps: ApiDeps, id: string) {
  const row = await deps.db('reimbursement_requests').where({ id }).first();
  if (!row) throw new HttpError(404, 'CASE_NOT_FOUND', 'errors.notFound');
  const events = await deps
    .db('case_events')
    .where({ case_kind: 'reimbursement', case_id: id })
    .orderBy('seq')
    .select('seq', 'action', 'from_status', 'to_status', 'done_by', 'done_at');
  return presentReimbursement(row, events);
}
