import type Router from '@koa/router';
import { WorkflowNotFoundError } from '@temporalio/client';
import { currentUser, requirePermission } from '../auth/authenticate';
import type { ApiDeps } from '../deps';
import {
  attachCaseFileOnce,
  fileStorageFor,
  receiveFile,
  removeDraftFile,
  removeOwnCaseFile,
  sendCaseFile,
} from '../files';
import { authorize, caseFilePolicy } from '../policies';
import { parseUuid } from '../validate';
import type { CaseKind, LoggedFile } from './case-kind';

/**
 * POST /:id/files, GET and DELETE /:id/files/:fileId for either kind of case: the same upload rules
 * (the policy before the case is looked up, content sniffed, stored once) and the same removal
 * (a draft's file at once; a filed case's only by its uploader while the case allows it, SPEC §4,
 * logged as FILE_REMOVED through its workflow).
 */
export function caseFileRoutes<R extends { id: string; clientId: string | null }, A extends string>(
  deps: ApiDeps,
  router: Router,
  kind: CaseKind<R, A>,
) {
  const storage = fileStorageFor(deps.config);
  const target = { kind: kind.kind };

  router.post('/:id/files', requirePermission('cases.read'), async (ctx) => {
    const user = currentUser(ctx.state);
    const id = parseUuid(ctx.params.id);
    authorize(caseFilePolicy, user, 'upload', target);
    const found = await kind.inScope(user, (trx) => kind.findOrDraft(trx, user, id));
    const file = await receiveFile(ctx, deps.config.UPLOAD_MAX_BYTES);
    // Once only: the same upload sent again answers the file it stored (issue 17). A filed case
    // whose log records uploads logs it through its workflow (which owns the log's numbering)
    // before the row commits: a file whose log failed is not kept, and a retry logs once.
    ctx.body = await attachCaseFileOnce(
      (fn) => kind.inScope(user, fn),
      storage,
      { caseKind: kind.kind, caseId: id, uploadedBy: user.id },
      file,
      found.draft || !kind.fileAddedUpdate
        ? undefined
        : (added) => logFileChange(deps, kind, 'added', id, user.id, added),
    );
    ctx.status = 201;
  });

  // A draft's files are its author's; a filed case's, anyone's who reaches the case.
  router.get('/:id/files/:fileId', requirePermission('cases.read'), async (ctx) => {
    const user = currentUser(ctx.state);
    const id = parseUuid(ctx.params.id);
    const fileId = parseUuid(ctx.params.fileId);
    await kind.inScope(user, async (trx) => {
      await kind.findOrDraft(trx, user, id);
      await sendCaseFile(ctx, trx, storage, { caseKind: kind.kind, caseId: id, fileId });
    });
  });

  router.delete('/:id/files/:fileId', requirePermission('cases.read'), async (ctx) => {
    const user = currentUser(ctx.state);
    authorize(caseFilePolicy, user, 'remove', target);
    const id = parseUuid(ctx.params.id);
    const fileId = parseUuid(ctx.params.fileId);
    const removed = await kind.inScope(user, async (trx) => {
      const found = await kind.findOrDraft(trx, user, id);
      if (found.draft) {
        await removeDraftFile(trx, { caseKind: kind.kind, caseId: id, fileId });
        return null;
      }
      return removeOwnCaseFile(trx, { ...found.status, caseId: id, fileId, removedBy: user.id });
    });
    if (removed) await logFileChange(deps, kind, 'removed', id, user.id, removed);
    ctx.status = 204;
  });
}

/**
 * FILE_ADDED or FILE_REMOVED in the case log, as a Workflow Update (idempotent per file). A
 * workflow that has ended (a closed case past its time bar) keeps the file without a log entry.
 */
async function logFileChange<R extends { id: string; clientId: string | null }, A extends string>(
  deps: ApiDeps,
  kind: CaseKind<R, A>,
  change: 'added' | 'removed',
  id: string,
  doneBy: string,
  file: LoggedFile,
) {
  const update = change === 'added' ? kind.fileAddedUpdate : kind.fileRemovedUpdate;
  if (!update) return;
  // One update per upload of a file: a retry dedupes; the same file sent again after its removal
  // (restored with a new upload time, files/attach-once.ts) is logged again. Both kinds' recorded
  // histories carry these ids.
  const updateId =
    change === 'added'
      ? `recordFileAdded:${file.id}${file.uploadedAt ? `:${file.uploadedAt}` : ''}`
      : `recordFileRemoved:${file.id}`;
  try {
    await deps.temporal.workflow.getHandle(kind.workflowId(id)).executeUpdate(update, {
      args: [{ doneBy, fileId: file.id, documentType: file.documentType, fileName: file.name }],
      updateId,
    });
  } catch (err) {
    if (!(err instanceof WorkflowNotFoundError)) throw err;
  }
}
