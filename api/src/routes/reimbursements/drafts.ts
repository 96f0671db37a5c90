import type Router from '@koa/router';
import { randomUUID } from 'node:crypto';
import { reimbursement as domain } from '@claims/domain';
import { reimbursementWorkflowId } from '@claims/workflows';
import { assertReachesCase } from '../../auth/case-reach';
import { currentUser, requirePermission } from '../../auth/authenticate';
import type { ApiDeps } from '../../deps';
import { listCaseFiles } from '../../files';
import { parseBody, parseUuid } from '../../validate';
import { findDraft, inRequestScope } from './reach';
import { REFERENCE } from './submission';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The wizard saved step by step: a draft holds any part of the data, starts no workflow, and is
 * seen only by whoever started it. Submitting it (POST /drafts/:id/submit) validates it whole.
 */
export function draftRoutes(deps: ApiDeps, router: Router) {
  router.get('/drafts', requirePermission('cases.create'), async (ctx) => {
    const user = currentUser(ctx.state);
    ctx.body = await inRequestScope(deps, user, async (trx) =>
      (
        await trx('reimbursement_requests')
          .where({ draft: true, created_by: user.id })
          .whereNull('deleted_at')
          .orderBy('updated_at', 'desc')
          .limit(100)
      ).map(presentDraft),
    );
  });

  router.post('/drafts', requirePermission('cases.create'), async (ctx) => {
    const user = currentUser(ctx.state);
    const body = parseBody(domain.reimbursementDraftSchema, ctx.request.body ?? {});
    const clientId = body.clientId ?? user.clientId;
    assertReachesCase(user, clientId);
    const id = randomUUID();
    const office = typeof body.data.office === 'string' ? body.data.office : 'BR';
    const row = await inRequestScope(deps, user, async (trx) => {
      const [inserted] = await trx('reimbursement_requests')
        .insert({
          id,
          reference: trx.raw(REFERENCE),
          office,
          workflow_id: reimbursementWorkflowId(id),
          client_id: clientId,
          created_by: user.id,
          draft: true,
          draft_data: JSON.stringify(body.data),
        })
        .returning('*');
      return inserted;
    });
    ctx.status = 201;
    ctx.body = { ...presentDraft(row), attachments: [] };
  });

  router.get('/drafts/:id', requirePermission('cases.create'), async (ctx) => {
    const user = currentUser(ctx.state);
    ctx.body = await inRequestScope(deps, user, async (trx) => {
      const row = await findDraft(trx, user, parseUuid(ctx.params.id));
      return { ...presentDraft(row), attachments: await listCaseFiles(trx, 'reimbursement', row.id) };
    });
  });

  router.put('/drafts/:id', requirePermission('cases.create'), async (ctx) => {
    const user = currentUser(ctx.state);
    const body = parseBody(domain.reimbursementDraftSchema, ctx.request.body ?? {});
    ctx.body = await inRequestScope(deps, user, async (trx) => {
      const row = await findDraft(trx, user, parseUuid(ctx.params.id));
      const [updated] = await trx('reimbursement_requests')
        .where({ id: row.id })
        .update({ draft_data: JSON.stringify(body.data), updated_at: trx.fn.now() })
        .returning('*');
      return { ...presentDraft(updated), attachments: await listCaseFiles(trx, 'reimbursement', row.id) };
    });
  });

  router.delete('/drafts/:id', requirePermission('cases.create'), async (ctx) => {
    const user = currentUser(ctx.state);
    await inRequestScope(deps, user, async (trx) => {
      const row = await findDraft(trx, user, parseUuid(ctx.params.id));
      await trx('reimbursement_requests').where({ id: row.id }).update({ deleted_at: trx.fn.now() });
    });
    ctx.status = 204;
  });
}

function presentDraft(row: Row) {
  return {
    id: row.id,
    reference: row.reference,
    clientId: row.client_id,
    draft: true,
    data: row.draft_data ?? {},
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
