import Router from '@koa/router';
import { can } from '@claims/domain';
import { WorkflowNotFoundError } from '@temporalio/client';
import { fileAddedUpdate, reimbursementWorkflowId } from '@claims/workflows';
import { currentUser, requirePermission } from '../../auth/authenticate';
import type { SessionUser } from '../../auth/session-user';
import type { ApiDeps } from '../../deps';
import { attachCaseFile, fileStorageFor, listCaseFiles, receiveFile, sendCaseFile } from '../../files';
import { HttpError } from '../../http-error';
import { readableHistory } from '../../temporal-history';
import { parseUuid } from '../../validate';
import { runAction } from './actions';
import { registerReimbursementOperations } from './operations';
import { draftRoutes } from './drafts';
import { listRequests } from './list';
import { presentRequest } from './presenter';
import { findDraft, findRequest, inRequestScope } from './reach';
import { carrierNotice, fileRequest } from './submission';
import { presentTimeline } from './timeline';

/** Reimbursement requests (SPEC §1 flow 2) as durable cases: drafts, filing, list, commands, read side. */
export function reimbursementRoutes(deps: ApiDeps) {
  const router = new Router({ prefix: '/api/reimbursements' });
  const storage = fileStorageFor(deps.config);
  registerReimbursementOperations();

  draftRoutes(deps, router);

  router.post('/drafts/:id/submit', requirePermission('cases.create'), async (ctx) => {
    const user = currentUser(ctx.state);
    const id = parseUuid(ctx.params.id);
    const draft = await inRequestScope(deps, user, (trx) => findDraft(trx, user, id));
    await fileRequest(
      deps,
      user,
      { ...(draft.draft_data ?? {}), clientId: draft.client_id, draftId: id },
      ctx.state.locale,
    );
    ctx.status = 201;
    ctx.body = await load(deps, user, id);
  });

  // The wizard shows the notice (SPEC §1) before anyone types a claim it would refuse.
  router.get('/carrier-notice', requirePermission('cases.create'), async (ctx) => {
    ctx.body = await carrierNotice(deps.db);
  });

  router.get('/', requirePermission('cases.read'), async (ctx) => {
    await listRequests(ctx, deps, currentUser(ctx.state));
  });

  router.post('/', requirePermission('cases.create'), async (ctx) => {
    const user = currentUser(ctx.state);
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const id = await fileRequest(deps, user, body, ctx.state.locale);
    ctx.status = 201;
    ctx.body = await load(deps, user, id);
  });

  router.get('/:id', requirePermission('cases.read'), async (ctx) => {
    ctx.body = await load(deps, currentUser(ctx.state), parseUuid(ctx.params.id));
  });

  router.get('/:id/timeline', requirePermission('cases.read'), async (ctx) => {
    const user = currentUser(ctx.state);
    const id = parseUuid(ctx.params.id);
    ctx.body = await inRequestScope(deps, user, async (trx) => {
      const row = await findRequest(trx, user, id);
      return presentTimeline(row, await events(trx, id), ctx.state.locale, user.reach.kind === 'ALL');
    });
  });

  router.get('/:id/history', requirePermission('cases.history'), async (ctx) => {
    const user = currentUser(ctx.state);
    const id = parseUuid(ctx.params.id);
    await inRequestScope(deps, user, (trx) => findRequest(trx, user, id));
    ctx.body = {
      workflowId: reimbursementWorkflowId(id),
      temporalUiUrl: `${deps.config.TEMPORAL_UI_URL}/namespaces/${deps.config.TEMPORAL_NAMESPACE}/workflows/${reimbursementWorkflowId(id)}`,
      events: await readableHistory(deps.temporal, reimbursementWorkflowId(id)),
    };
  });

  router.post('/:id/actions/:action', requirePermission('cases.read'), async (ctx) => {
    const user = currentUser(ctx.state);
    const id = parseUuid(ctx.params.id);
    await runAction(deps, user, id, ctx.params.action ?? '', ctx.request.body, ctx.get('Idempotency-Key'));
    ctx.body = await load(deps, user, id);
  });

  // Files go to a draft of one's own or to a request one reaches; customer service only reads.
  router.post('/:id/files', requirePermission('cases.read'), async (ctx) => {
    const user = currentUser(ctx.state);
    const id = parseUuid(ctx.params.id);
    if (!can(user.role, 'cases.clientActions') && !can(user.role, 'cases.staffActions'))
      throw HttpError.of('FORBIDDEN');
    const target = await inRequestScope(deps, user, (trx) => findRequestOrDraft(trx, user, id));
    const file = await receiveFile(ctx, deps.config.UPLOAD_MAX_BYTES);
    const attached = await inRequestScope(deps, user, (trx) =>
      attachCaseFile(trx, storage, { caseKind: 'reimbursement', caseId: id, uploadedBy: user.id }, file),
    );
    // A filed request logs the file through its workflow (which owns the log's numbering).
    if (!target.draft) await logFileAdded(deps, id, user.id, attached);
    ctx.status = 201;
    ctx.body = attached;
  });

  // A file leaves a draft of one's own (the wizard's undoable delete); a filed case keeps its files.
  router.delete('/:id/files/:fileId', requirePermission('cases.create'), async (ctx) => {
    const user = currentUser(ctx.state);
    const id = parseUuid(ctx.params.id);
    const fileId = parseUuid(ctx.params.fileId);
    await inRequestScope(deps, user, async (trx) => {
      await findDraft(trx, user, id);
      const removed = await trx('case_files')
        .where({ id: fileId, case_kind: 'reimbursement', case_id: id })
        .whereNull('deleted_at')
        .update({ deleted_at: trx.fn.now() });
      if (!removed) throw HttpError.of('RECORD_NOT_FOUND');
    });
    ctx.status = 204;
  });

  router.get('/:id/files/:fileId', requirePermission('cases.read'), async (ctx) => {
    const user = currentUser(ctx.state);
    const id = parseUuid(ctx.params.id);
    const fileId = parseUuid(ctx.params.fileId);
    await inRequestScope(deps, user, async (trx) => {
      await findRequestOrDraft(trx, user, id);
      await sendCaseFile(ctx, trx, storage, { caseKind: 'reimbursement', caseId: id, fileId });
    });
  });

  return router;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function findRequestOrDraft(trx: any, user: SessionUser, id: string) {
  const draft = await trx('reimbursement_requests')
    .where({ id, draft: true, created_by: user.id })
    .whereNull('deleted_at')
    .first('id', 'draft');
  return draft ?? findRequest(trx, user, id);
}

/**
 * FILE_ADDED in the case log, as a Workflow Update (idempotent per file). A workflow that has
 * ended (a closed case past its time bar) keeps the file without a log entry.
 */
async function logFileAdded(
  deps: ApiDeps,
  id: string,
  doneBy: string,
  file: { id: string; documentType: string | null; name: string },
) {
  try {
    await deps.temporal.workflow.getHandle(reimbursementWorkflowId(id)).executeUpdate(fileAddedUpdate, {
      args: [{ doneBy, fileId: file.id, documentType: file.documentType, fileName: file.name }],
      updateId: `recordFileAdded:${file.id}`,
    });
  } catch (err) {
    if (!(err instanceof WorkflowNotFoundError)) throw err;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const events = (trx: any, id: string) =>
  trx('case_events as e')
    .leftJoin('users as u', 'u.id', 'e.done_by')
    .where({ 'e.case_kind': 'reimbursement', 'e.case_id': id })
    .orderBy('e.seq')
    .select(
      'e.seq',
      'e.action',
      'e.from_status',
      'e.to_status',
      'e.done_by',
      'e.done_at',
      trx.raw("u.name || ' ' || u.last_name as done_by_name"),
    );

async function load(deps: ApiDeps, user: SessionUser, id: string) {
  return inRequestScope(deps, user, async (trx) => {
    const row = await findRequest(trx, user, id);
    const request = { reimbursement_request_id: id };
    const [client, faults, damages, extraCosts, bankData, analyses, proposals, extensions, files, log] =
      await Promise.all([
        trx('clients').where({ id: row.client_id }).first('name'),
        trx('reimbursement_faults').where(request).orderBy('created_at'),
        trx('reimbursement_damages').where(request).orderBy('created_at'),
        trx('reimbursement_extra_costs').where(request).orderBy('created_at'),
        trx('reimbursement_bank_data').where(request).first(),
        trx('reimbursement_analyses').where(request).orderBy('created_at'),
        trx('agreement_proposals').where(request).orderBy('version'),
        trx('time_bar_extensions').where(request).orderBy('recorded_at'),
        listCaseFiles(trx, 'reimbursement', id),
        events(trx, id),
      ]);
    return presentRequest(user, {
      // The company's name, as the list shows it (the console's summary card and the portal).
      row: { ...row, client_name: client?.name ?? null },
      faults,
      damages,
      extraCosts,
      bankData,
      analyses,
      proposals,
      extensions,
      files,
      events: log,
    });
  });
}
