import Router from '@koa/router';
import type { Knex } from 'knex';
import { z } from 'zod';
import { CASE_ANALYSTS, CASE_CUSTOMERS, isClientSide } from '@claims/domain';
import { messageSchema, postCaseMessageSchema, type CaseMessage } from '@claims/contract';
import type { CaseKind } from '@claims/db';
import { currentUser, requirePermission } from '../../auth/authenticate';
import { idempotencyKeyOf } from '../../case-commands/idempotency';
import type { SessionUser } from '../../auth/session-user';
import type { ApiDeps } from '../../deps';
import { defineOperation } from '../../openapi';
import { parseBody, parseUuid } from '../../validate';
import { findLetter, inLetterScope } from '../protest-letters/reach';
import { findRequest, inRequestScope } from '../reimbursements/reach';
import { messageId } from './message-id';
import { addCaseMessage, caseConversation, type CaseMessageRow } from './store';

const EXCERPT_LENGTH = 140;

type Scope = <T>(deps: ApiDeps, user: SessionUser, fn: (trx: Knex.Transaction) => Promise<T>) => Promise<T>;
/** The case a message is written to, as each kind's reach finds it (or answers 404). */
type Find = (
  trx: Knex.Transaction,
  user: SessionUser,
  id: string,
) => Promise<{ clientId: string | null; reference: string }>;

/** The two kinds of case share one conversation table; each keeps its own reach rules. */
const CASES: { path: string; kind: CaseKind; scope: Scope; find: Find }[] = [
  { path: 'reimbursements', kind: 'reimbursement', scope: inRequestScope, find: findRequest },
  { path: 'protest-letters', kind: 'protest_letter', scope: inLetterScope, find: findLetter },
];

export const caseMessageOperations = CASES.flatMap(({ path }) => [
  defineOperation({
    method: 'get',
    path: `/api/${path}/:id/messages`,
    summary: "The case's conversation, oldest first",
    tags: ['messages'],
    permission: 'cases.read',
    responseSchema: z.array(messageSchema),
  }),
  defineOperation({
    method: 'post',
    path: `/api/${path}/:id/messages`,
    summary:
      'Write to the case (the other side is notified); an Idempotency-Key header makes a retry write it once',
    tags: ['messages'],
    permission: 'cases.comment',
    requestSchema: postCaseMessageSchema,
    responseSchema: messageSchema,
    successStatus: 201,
  }),
]);

function present(message: CaseMessageRow, user: SessionUser): CaseMessage {
  return {
    id: message.id,
    text: message.text,
    author: message.authorId
      ? { id: message.authorId, name: `${message.name} ${message.lastName}`.trim() }
      : null,
    at: message.createdAt.toISOString(),
    yours: message.authorId === user.id,
  };
}

/**
 * Who hears of a new message: the claims side when a client or broker writes (the case's team and
 * the staff who acted on it), the customer side when staff writes (the client company and its
 * broker, as for every step of the case).
 */
function otherSide(user: SessionUser): string {
  return isClientSide(user.role) ? CASE_ANALYSTS : CASE_CUSTOMERS;
}

/** GET/POST /api/<reimbursements|protest-letters>/:id/messages: the case chat (SPEC §3). */
export function caseMessageRoutes(deps: ApiDeps) {
  const router = new Router({ prefix: '/api' });
  for (const { path, kind, scope, find } of CASES) {
    router.get(`/${path}/:id/messages`, requirePermission('cases.read'), async (ctx) => {
      const user = currentUser(ctx.state);
      const id = parseUuid(ctx.params.id);
      ctx.body = await scope(deps, user, async (trx) => {
        await find(trx, user, id);
        const conversation = await caseConversation(trx, kind, id);
        return conversation.map((message) => present(message, user));
      });
    });

    router.post(`/${path}/:id/messages`, requirePermission('cases.comment'), async (ctx) => {
      const user = currentUser(ctx.state);
      const id = parseUuid(ctx.params.id);
      const input = parseBody(postCaseMessageSchema, ctx.request.body ?? {}, ctx.state.locale);
      const key = idempotencyKeyOf(ctx.get('Idempotency-Key'));
      const created = await scope(deps, user, async (trx) => {
        const found = await find(trx, user, id);
        const recipient = otherSide(user);
        const notice = {
          recipient,
          payload: {
            caseKind: kind,
            caseId: id,
            reference: found.reference,
            recipient,
            excludeUserId: user.id,
            author: `${user.name} ${user.lastName}`.trim(),
            excerpt:
              input.text.length > EXCERPT_LENGTH ? `${input.text.slice(0, EXCERPT_LENGTH)}…` : input.text,
          },
        };
        // A send and its retry (same key) are one message; without a key, each is a new one.
        const keyed = key ? messageId(user.id, kind, id, key) : undefined;
        return addCaseMessage(
          trx,
          { id: keyed, kind, caseId: id, authorId: user.id, text: input.text },
          notice,
        );
      });
      ctx.status = 201;
      ctx.body = present(created, user);
    });
  }
  return router;
}
