import Router from '@koa/router';
import { currentUser, requirePermission } from '../../auth/authenticate';
import { caseCommandRoute, caseFileRoutes, caseHistoryRoute } from '../../case-commands';
import type { ApiDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { requestPartsPolicy } from '../../policies';
import { parseUuid } from '../../validate';
import { reimbursementCaseKind } from './case-kind';
import { registerReimbursementOperations } from './operations';
import { draftRoutes } from './drafts';
import { listRequests } from './list';
import { inRequestScope } from './reach';
import { ownRequest, requestWithLog, settlementDocumentsHeld } from './store';
import { carrierNotice, fileRequest } from './submission';
import { presentTimeline } from './timeline';

/** Reimbursement requests (SPEC §1 flow 2) as durable cases: drafts, filing, list, commands, read side. */
export function reimbursementRoutes(deps: ApiDeps) {
  const router = new Router({ prefix: '/api/reimbursements' });
  const kind = reimbursementCaseKind(deps);
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
    ctx.body = await kind.load(user, id);
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
    ctx.body = await kind.load(user, id);
  });

  router.get('/:id', requirePermission('cases.read'), async (ctx) => {
    ctx.body = await kind.load(currentUser(ctx.state), parseUuid(ctx.params.id));
  });

  router.get('/:id/timeline', requirePermission('cases.read'), async (ctx) => {
    const user = currentUser(ctx.state);
    const id = parseUuid(ctx.params.id);
    ctx.body = await inRequestScope(deps, user, async (trx) => {
      const { request, events, proposals } = await requestWithLog(trx, user, id);
      const held = await settlementDocumentsHeld(trx, id);
      const teamSteps = requestPartsPolicy.can(user, 'readTeamSteps', request);
      return presentTimeline(request, events, proposals, held, ctx.state.locale, teamSteps);
    });
  });

  caseHistoryRoute(deps, router, kind);
  caseCommandRoute(deps, router, kind);
  caseFileRoutes(deps, router, kind);

  return router;
}
