import Router from '@koa/router';
import { registerProtestLetterOperations } from './operations';
import { currentUser, requirePermission } from '../../auth/authenticate';
import { caseCommandRoute, caseFileRoutes, caseHistoryRoute } from '../../case-commands';
import type { ApiDeps } from '../../deps';
import { fileStorageFor, listCaseFiles } from '../../files';
import { parseUuid } from '../../validate';
import { protestLetterCaseKind } from './case-kind';
import { draftRoutes } from './drafts';
import { reimbursementDraftRoute } from './reimbursement-draft';
import { fileLetter } from './filing';
import { listLetters } from './list';
import { findLetterOrDraft, inLetterScope } from './reach';

/** Letters of protest and their inspections (SPEC §1 flow 1), as durable cases. */
export function protestLetterRoutes(deps: ApiDeps) {
  registerProtestLetterOperations();
  const router = new Router({ prefix: '/api/protest-letters' });
  const storage = fileStorageFor(deps.config);
  const kind = protestLetterCaseKind(deps);

  draftRoutes(deps, router);
  reimbursementDraftRoute(deps, router, storage);

  router.get('/', requirePermission('cases.read'), async (ctx) => {
    await listLetters(ctx, deps, currentUser(ctx.state));
  });

  router.post('/', requirePermission('cases.create'), async (ctx) => {
    const user = currentUser(ctx.state);
    const id = await fileLetter(deps, user, ctx.request.body ?? {}, ctx.get('Idempotency-Key'));
    ctx.status = 201;
    ctx.body = await kind.load(user, id);
  });

  router.get('/:id', requirePermission('cases.read'), async (ctx) => {
    ctx.body = await kind.load(currentUser(ctx.state), parseUuid(ctx.params.id));
  });

  caseCommandRoute(deps, router, kind);
  caseFileRoutes(deps, router, kind);
  caseHistoryRoute(deps, router, kind);

  router.get('/:id/files', requirePermission('cases.read'), async (ctx) => {
    const user = currentUser(ctx.state);
    const id = parseUuid(ctx.params.id);
    ctx.body = await inLetterScope(deps, user, async (trx) => {
      await findLetterOrDraft(trx, user, id);
      return listCaseFiles(trx, 'protest_letter', id);
    });
  });

  return router;
}
