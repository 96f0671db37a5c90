import type Router from '@koa/router';
import { WorkflowNotFoundError } from '@temporalio/client';
import { protestStatusByCode } from '@claims/domain';
import { protestFileRemovedUpdate, protestWorkflowId } from '@claims/workflows';
import { currentUser, requirePermission } from '../../auth/authenticate';
import type { ApiDeps } from '../../deps';
import { removeDraftFile, removeOwnCaseFile } from '../../files';
import { HttpError } from '../../http-error';
import { parseUuid } from '../../validate';
import { findLetterOrDraft, inLetterScope } from './reach';

/**
 * DELETE /api/protest-letters/:id/files/:fileId: a file leaves a draft of one's own, or a filed
 * letter while its analysis is open when its uploader (client, broker, inspector, staff) removes
 * it, once SPEC §4's 2-second undo has passed in the UI. The letter's log says FILE_REMOVED.
 */
export function letterFileRemovalRoute(deps: ApiDeps, router: Router) {
  router.delete('/:id/files/:fileId', requirePermission('cases.read'), async (ctx) => {
    const user = currentUser(ctx.state);
    // Customer service reads cases and uploads nothing, so has nothing to remove.
    if (user.role === 'CUSTOMER_SERVICE') throw HttpError.of('FORBIDDEN');
    const id = parseUuid(ctx.params.id);
    const fileId = parseUuid(ctx.params.fileId);
    const removed = await inLetterScope(deps, user, async (trx) => {
      const target = await findLetterOrDraft(trx, user, id);
      if (target.draft) {
        await removeDraftFile(trx, { caseKind: 'protest_letter', caseId: id, fileId });
        return null;
      }
      return removeOwnCaseFile(trx, {
        kind: 'protest_letter',
        status: protestStatusByCode(target.status!)!.key,
        caseId: id,
        fileId,
        removedBy: user.id,
      });
    });
    if (removed) await logFileRemoved(deps, id, user.id, removed);
    ctx.status = 204;
  });
}

/** FILE_REMOVED in the letter's log, once per file; a letter whose workflow has ended keeps no entry. */
async function logFileRemoved(
  deps: ApiDeps,
  letterId: string,
  doneBy: string,
  file: { id: string; documentType: string | null; name: string },
) {
  try {
    await deps.temporal.workflow
      .getHandle(protestWorkflowId(letterId))
      .executeUpdate(protestFileRemovedUpdate, {
        args: [{ doneBy, fileId: file.id, documentType: file.documentType, fileName: file.name }],
        updateId: `recordFileRemoved:${file.id}`,
      });
  } catch (err) {
    if (!(err instanceof WorkflowNotFoundError)) throw err;
  }
}
