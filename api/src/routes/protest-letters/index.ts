import Router from '@koa/router';
import { registerProtestLetterOperations } from './operations';
import { protest as domain } from '@claims/domain';
import { protestActionUpdate, protestWorkflowId } from '@claims/workflows';
import { currentUser, requirePermission } from '../../auth/authenticate';
import type { SessionUser } from '../../auth/session-user';
import type { ApiDeps } from '../../deps';
import { attachCaseFileOnce, fileStorageFor, listCaseFiles, receiveFile, sendCaseFile } from '../../files';
import { HttpError } from '../../http-error';
import { toCaseCommandError } from '../../temporal-errors';
import { parseBody, parseUuid } from '../../validate';
import { checkActionReferences } from './actions';
import { draftRoutes } from './drafts';
import { reimbursementDraftRoute } from './reimbursement-draft';
import { letterFileRemovalRoute } from './file-removal';
import { fileLetter } from './filing';
import { caseLog, readableHistory } from '../../temporal-history';
import { listLetters } from './list';
import { presentLetter } from './presenter';
import { findLetter, findLetterOrDraft, inLetterScope, protestActorOf } from './reach';
import { letterDetail } from './store';

const IDEMPOTENCY_KEY = /^[\w.:-]{8,128}$/;

/** Letters of protest and their inspections (SPEC §1 flow 1), as durable cases. */
export function protestLetterRoutes(deps: ApiDeps) {
  registerProtestLetterOperations();
  const router = new Router({ prefix: '/api/protest-letters' });
  const storage = fileStorageFor(deps.config);

  draftRoutes(deps, router);
  reimbursementDraftRoute(deps, router, storage);
  letterFileRemovalRoute(deps, router);

  router.get('/', requirePermission('cases.read'), async (ctx) => {
    await listLetters(ctx, deps, currentUser(ctx.state));
  });

  router.post('/', requirePermission('cases.create'), async (ctx) => {
    const user = currentUser(ctx.state);
    const id = await fileLetter(deps, user, ctx.request.body ?? {}, ctx.get('Idempotency-Key'));
    ctx.status = 201;
    ctx.body = await load(deps, user, id);
  });

  router.get('/:id', requirePermission('cases.read'), async (ctx) => {
    ctx.body = await load(deps, currentUser(ctx.state), parseUuid(ctx.params.id));
  });

  router.post('/:id/actions/:action', requirePermission('cases.read'), async (ctx) => {
    const user = currentUser(ctx.state);
    const id = parseUuid(ctx.params.id);
    const action = ctx.params.action ?? '';
    const letter = await inLetterScope(deps, user, (trx) => findLetter(trx, user, id));
    if (!domain.isProtestPersonAction(action))
      throw new HttpError(404, 'UNKNOWN_ACTION', 'errors.recordNotFound');
    const actor = protestActorOf(user);
    // What the schema outputs goes on, never the body (a telephone in the international format).
    const payload = parseBody(
      // A filed letter has its office: the country of its port of discharge, set at filing.
      domain.protestActionInputSchema(action, letter.office!),
      ctx.request.body ?? {},
    ) as Record<string, unknown>;
    await inLetterScope(deps, user, (trx) => checkActionReferences(trx, letter, action, payload));
    const key = ctx.get('Idempotency-Key');
    if (key && !IDEMPOTENCY_KEY.test(key))
      throw new HttpError(400, 'INVALID_IDEMPOTENCY_KEY', 'errors.validation');
    try {
      await deps.temporal.workflow
        .getHandle(protestWorkflowId(id))
        .executeUpdate(protestActionUpdate(action), {
          args: [{ actor, doneBy: user.id, payload }],
          // The same key twice is the same update: Temporal answers the first result again.
          ...(key ? { updateId: `${action}:${key}` } : {}),
        });
    } catch (err) {
      throw toCaseCommandError(err) ?? err;
    }
    ctx.body = await load(deps, user, id);
  });

  router.get('/:id/history', requirePermission('cases.history'), async (ctx) => {
    const user = currentUser(ctx.state);
    const id = parseUuid(ctx.params.id);
    const log = await inLetterScope(deps, user, async (trx) => {
      await findLetter(trx, user, id);
      return caseLog(trx, 'protest_letter', id);
    });
    ctx.body = {
      workflowId: protestWorkflowId(id),
      temporalUiUrl: `${deps.config.TEMPORAL_UI_URL}/namespaces/${deps.config.TEMPORAL_NAMESPACE}/workflows/${protestWorkflowId(id)}`,
      events: await readableHistory(deps.temporal, protestWorkflowId(id), log),
    };
  });

  // Files go to a draft of one's own or to a filed letter one reaches; customer service only reads.
  router.post('/:id/files', requirePermission('cases.read'), async (ctx) => {
    const user = currentUser(ctx.state);
    const id = parseUuid(ctx.params.id);
    if (user.role === 'CUSTOMER_SERVICE') throw new HttpError(403, 'FORBIDDEN', 'errors.forbidden');
    await inLetterScope(deps, user, (trx) => findLetterOrDraft(trx, user, id));
    const file = await receiveFile(ctx, deps.config.UPLOAD_MAX_BYTES);
    ctx.status = 201;
    // Once only: the same upload sent again answers the file it stored (issue 17).
    ctx.body = await attachCaseFileOnce(
      (fn) => inLetterScope(deps, user, fn),
      storage,
      { caseKind: 'protest_letter', caseId: id, uploadedBy: user.id },
      file,
    );
  });

  router.get('/:id/files', requirePermission('cases.read'), async (ctx) => {
    const user = currentUser(ctx.state);
    const id = parseUuid(ctx.params.id);
    ctx.body = await inLetterScope(deps, user, async (trx) => {
      await findLetterOrDraft(trx, user, id);
      return listCaseFiles(trx, 'protest_letter', id);
    });
  });

  router.get('/:id/files/:fileId', requirePermission('cases.read'), async (ctx) => {
    const user = currentUser(ctx.state);
    const id = parseUuid(ctx.params.id);
    const fileId = parseUuid(ctx.params.fileId);
    await inLetterScope(deps, user, async (trx) => {
      await findLetterOrDraft(trx, user, id);
      await sendCaseFile(ctx, trx, storage, { caseKind: 'protest_letter', caseId: id, fileId });
    });
  });

  return router;
}

async function load(deps: ApiDeps, user: SessionUser, id: string) {
  return inLetterScope(deps, user, async (trx) => presentLetter(user, await letterDetail(trx, user, id)));
}
