import type Router from '@koa/router';
import { currentUser, requirePermission } from '../auth/authenticate';
import type { ApiDeps } from '../deps';
import { HttpError } from '../http-error';
import { authorize } from '../policies';
import { toCaseCommandError } from '../temporal-errors';
import { parseBody, parseUuid } from '../validate';
import type { CaseKind } from './case-kind';
import { commandUpdateId, idempotencyKeyOf } from './idempotency';

/**
 * POST /:id/actions/:action, a person's command on a case (ARCHITECTURE §4) as a Workflow
 * Update, for either kind. Refused in this order: reach (404), unknown action (404), the
 * policy (403), the payload (422), the Idempotency-Key (400), what only the database knows
 * (422); then the workflow decides legality (409). Answers the case as it now stands.
 */
export function caseCommandRoute<R extends { id: string; clientId: string | null }, A extends string>(
  deps: ApiDeps,
  router: Router,
  kind: CaseKind<R, A>,
) {
  router.post('/:id/actions/:action', requirePermission('cases.read'), async (ctx) => {
    const user = currentUser(ctx.state);
    const id = parseUuid(ctx.params.id);
    const action = ctx.params.action ?? '';
    // One transaction for what the database knows; the 404 still comes before the 403 and 422,
    // as the reach check runs first inside it.
    const { command, payload, key, decideLater } = await kind.inScope(user, async (trx) => {
      const record = await kind.find(trx, user, id);
      if (!kind.isAction(action)) throw HttpError.of('UNKNOWN_ACTION');
      authorize(kind.policy, user, action, record);
      // What the schema outputs goes on, never the body: "1250,50" reaches the case as "1250.50".
      const payload = parseBody(kind.payloadSchema(action, record), ctx.request.body ?? {}) as Record<
        string,
        unknown
      >;
      const key = idempotencyKeyOf(ctx.get('Idempotency-Key'));
      const decideLater = await kind.check(trx, user, record, action, payload);
      return { command: action, payload, key, decideLater };
    });
    const more = decideLater ? await decideLater() : {};
    try {
      await deps.temporal.workflow.getHandle(kind.workflowId(id)).executeUpdate(kind.actionUpdate(command), {
        args: [{ actor: kind.actorOf(user), doneBy: user.id, payload, ...more }],
        ...commandUpdateId(command, key),
      });
    } catch (err) {
      throw toCaseCommandError(err) ?? err;
    }
    ctx.body = await kind.load(user, id);
  });
}
