import Router from '@koa/router';
import { can } from '@claims/domain';
import { WorkflowNotFoundError } from '@temporalio/client';
import { fileAddedUpdate, fileRemovedUpdate, reimbursementWorkflowId } from '@claims/workflows';
import { currentUser, requirePermission } from '../../auth/authenticate';
import type { SessionUser } from '../../auth/session-user';
import type { ApiDeps } from '../../deps';
import {
  attachCaseFileOnce,
  fileStorageFor,
  listCaseFiles,
  receiveFile,
  removeOwnCaseFile,
  sendCaseFile,
} from '../../files';
import { HttpError } from '../../http-error';
import { caseLog, readableHistory } from '../../temporal-history';
import { parseUuid } from '../../validate';
import { runAction } from './actions';
import { registerReimbursementOperations } from './operations';
import { draftRoutes } from './drafts';
import { listRequests } from './list';
import { presentRequest } from './presenter';
import { findRequest, inRequestScope } from './reach';
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
    // A draft of one's own, or the request it became: submitting again after a lost answer
    // answers the same request instead of 404.
    const draft = await inRequestScope(deps, user, (trx) =>
      trx('reimbursement_requests')
        .where({ id, created_by: user.id })
        .whereNull('deleted_at')
        .first('draft', 'draft_data', 'client_id'),
    );
    if (!draft) throw HttpError.of('CASE_NOT_FOUND');
    if (draft.draft)
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
    const id = await fileRequest(deps, user, body, ctx.state.locale, ctx.get('Idempotency-Key'));
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
    const log = await inRequestScope(deps, user, async (trx) => {
      await findRequest(trx, user, id);
      return caseLog(trx, 'reimbursement', id);
    });
    ctx.body = {
      workflowId: reimbursementWorkflowId(id),
      temporalUiUrl: `${deps.config.TEMPORAL_UI_URL}/namespaces/${deps.config.TEMPORAL_NAMESPACE}/workflows/${reimbursementWorkflowId(id)}`,
      events: await readableHistory(deps.temporal, reimbursementWorkflowId(id), log),
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
    // A filed request logs the file through its workflow (which owns the log's numbering), before
    // the row commits: a file whose log failed is not kept, and a retry neither stores nor logs twice.
    const attached = await attachCaseFileOnce(
      (fn) => inRequestScope(deps, user, fn),
      storage,
      { caseKind: 'reimbursement', caseId: id, uploadedBy: user.id },
      file,
      target.draft ? undefined : (added) => logFileChange(deps, fileAddedUpdate, id, user.id, added),
    );
    ctx.status = 201;
    ctx.body = attached;
  });

  // A file leaves a draft of one's own (the wizard's undoable delete), or a filed request while it
  // is open when its uploader removes it (SPEC §4, logged as FILE_REMOVED).
  router.delete('/:id/files/:fileId', requirePermission('cases.create'), async (ctx) => {
    const user = currentUser(ctx.state);
    const id = parseUuid(ctx.params.id);
    const fileId = parseUuid(ctx.params.fileId);
    const removed = await inRequestScope(deps, user, async (trx) => {
      const target = await findRequestOrDraft(trx, user, id);
      if (target.draft) {
        const count = await trx('case_files')
          .where({ id: fileId, case_kind: 'reimbursement', case_id: id })
          .whereNull('deleted_at')
          .update({ deleted_at: trx.fn.now() });
        if (!count) throw HttpError.of('RECORD_NOT_FOUND');
        return null;
      }
      return removeOwnCaseFile(trx, {
        kind: 'reimbursement',
        status: target.analysis_status,
        caseId: id,
        fileId,
        removedBy: user.id,
      });
    });
    if (removed) await logFileChange(deps, fileRemovedUpdate, id, user.id, removed);
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
 * FILE_ADDED or FILE_REMOVED in the case log, as a Workflow Update (idempotent per file). A
 * workflow that has ended (a closed case past its time bar) keeps the file without a log entry.
 */
async function logFileChange(
  deps: ApiDeps,
  update: typeof fileAddedUpdate | typeof fileRemovedUpdate,
  id: string,
  doneBy: string,
  file: { id: string; documentType: string | null; name: string; uploadedAt?: string },
) {
  // One update per upload of a file: a retry dedupes; the same file sent again after its removal
  // (restored with a new upload time, files/attach-once.ts) is logged again.
  const occurrence = update === fileAddedUpdate && file.uploadedAt ? `:${file.uploadedAt}` : '';
  try {
    await deps.temporal.workflow.getHandle(reimbursementWorkflowId(id)).executeUpdate(update, {
      args: [{ doneBy, fileId: file.id, documentType: file.documentType, fileName: file.name }],
      updateId: `${update.name}:${file.id}${occurrence}`,
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
      'e.payload',
      trx.raw("u.name || ' ' || u.last_name as done_by_name"),
    );

async function load(deps: ApiDeps, user: SessionUser, id: string) {
  return inRequestScope(deps, user, async (trx) => {
    const found = await findRequest(trx, user, id);
    // The letter of protest the request backs, by its reference (the inspector never gets here).
    const letter = found.protest_letter_id
      ? await trx('protest_letters').where({ id: found.protest_letter_id }).first('reference')
      : undefined;
    const row = Object.assign(found, { protest_letter_reference: letter?.reference ?? null });
    const request = { reimbursement_request_id: id };
    // One after another: they share the transaction's one connection, where pg runs a query at a
    // time anyway (issuing them at once is what pg deprecates, and pg 9 refuses).
    const client = await trx('clients').where({ id: row.client_id }).first('name');
    const faults = await trx('reimbursement_faults').where(request).orderBy('created_at');
    const damages = await trx('reimbursement_damages').where(request).orderBy('created_at');
    const extraCosts = await trx('reimbursement_extra_costs').where(request).orderBy('created_at');
    const bankData = await trx('reimbursement_bank_data').where(request).first();
    const analyses = await trx('reimbursement_analyses').where(request).orderBy('created_at');
    const proposals = await trx('agreement_proposals').where(request).orderBy('version');
    const extensions = await trx('time_bar_extensions').where(request).orderBy('recorded_at');
    const files = await listCaseFiles(trx, 'reimbursement', id);
    const log = await events(trx, id);
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
