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
  receiveFile,
  removeDraftFile,
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
import { findRequestOrDraft, ownRequest, requestDetail, requestWithLog } from './store';
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
    const draft = await inRequestScope(deps, user, (trx) => ownRequest(trx, user, id));
    if (!draft) throw HttpError.of('CASE_NOT_FOUND');
    if (draft.draft)
      await fileRequest(
        deps,
        user,
        { ...(draft.draftData ?? {}), clientId: draft.clientId, draftId: id },
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
      const { request, events, proposals } = await requestWithLog(trx, user, id);
      return presentTimeline(request, events, proposals, ctx.state.locale, user.reach.kind === 'ALL');
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
        await removeDraftFile(trx, { caseKind: 'reimbursement', caseId: id, fileId });
        return null;
      }
      return removeOwnCaseFile(trx, {
        kind: 'reimbursement',
        status: target.analysisStatus!,
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

async function load(deps: ApiDeps, user: SessionUser, id: string) {
  return inRequestScope(deps, user, async (trx) => presentRequest(user, await requestDetail(trx, user, id)));
}
