import type Router from '@koa/router';
import { currentUser, requirePermission } from '../auth/authenticate';
import type { ApiDeps } from '../deps';
import { caseLog, readableHistory } from '../temporal-history';
import { parseUuid } from '../validate';
import type { CaseKind } from './case-kind';

/**
 * GET /:id/history for either kind of case: its workflow's Temporal event history, readable,
 * beside the case log it recorded and a link to the workflow in the Temporal UI.
 */
export function caseHistoryRoute<
  R extends { id: string; clientId: string | null; reference: string },
  A extends string,
>(deps: ApiDeps, router: Router, kind: CaseKind<R, A>) {
  router.get('/:id/history', requirePermission('cases.history'), async (ctx) => {
    const user = currentUser(ctx.state);
    const id = parseUuid(ctx.params.id);
    const { reference, log } = await kind.inScope(user, async (trx) => {
      const found = await kind.find(trx, user, id);
      return { reference: found.reference, log: await caseLog(trx, kind.kind, id) };
    });
    const workflowId = kind.workflowId(id);
    ctx.body = {
      reference,
      workflowId,
      temporalUiUrl: `${deps.config.TEMPORAL_UI_URL}/namespaces/${deps.config.TEMPORAL_NAMESPACE}/workflows/${workflowId}`,
      events: await readableHistory(deps.temporal, workflowId, log),
    };
  });
}
