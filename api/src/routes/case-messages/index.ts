import Router from '@koa/router';
import type { Knex } from 'knex';
import { z } from 'zod';
import { CASE_ANALYSTS, caseMessageSchema, isClientSide, OUTBOX_KINDS } from '@claims/domain';
import type { CaseKind } from '@claims/db';
import { currentUser, requirePermission } from '../../auth/authenticate';
import type { SessionUser } from '../../auth/session-user';
import type { ApiDeps } from '../../deps';
import { defineOperation } from '../../openapi';
import { parseBody, parseUuid } from '../../validate';
import { findLetter, inLetterScope } from '../protest-letters/reach';
import { findRequest, inRequestScope } from '../reimbursements/reach';

const EXCERPT_LENGTH = 140;

const messageSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  author: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  at: z.iso.datetime(),
  yours: z.boolean().describe('Written by the signed-in user (the chat shows it on the right)'),
});

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Scope = <T>(deps: ApiDeps, user: SessionUser, fn: (trx: Knex.Transaction) => Promise<T>) => Promise<T>;

/** The two kinds of case share one conversation table; each keeps its own reach rules. */
const CASES: { path: string; kind: CaseKind; scope: Scope; find: typeof findRequest }[] = [
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
    summary: 'Write to the case (the other side is notified)',
    tags: ['messages'],
    permission: 'cases.comment',
    requestSchema: caseMessageSchema,
    responseSchema: messageSchema,
    successStatus: 201,
  }),
]);

function present(row: Row, user: SessionUser): z.infer<typeof messageSchema> {
  return {
    id: row.id,
    text: row.text,
    author: row.author_id ? { id: row.author_id, name: `${row.name} ${row.last_name}`.trim() } : null,
    at: row.created_at.toISOString(),
    yours: row.author_id === user.id,
  };
}

const messages = (trx: Knex.Transaction, kind: CaseKind, caseId: string) =>
  trx('case_messages as m')
    .leftJoin('users as u', 'u.id', 'm.author_id')
    .where({ 'm.case_kind': kind, 'm.case_id': caseId })
    .select('m.*', 'u.name', 'u.last_name');

/**
 * Who hears of a new message: the claims side when a client or broker writes (the case's team and
 * the staff who acted on it), the client company when staff writes.
 */
function otherSide(user: SessionUser, row: Row): string | null {
  if (isClientSide(user.role)) return CASE_ANALYSTS;
  return row.client_id ? `client:${row.client_id}` : null;
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
        const rows = await messages(trx, kind, id).orderBy([{ column: 'm.created_at' }, { column: 'm.id' }]);
        return rows.map((r: Row) => present(r, user));
      });
    });

    router.post(`/${path}/:id/messages`, requirePermission('cases.comment'), async (ctx) => {
      const user = currentUser(ctx.state);
      const id = parseUuid(ctx.params.id);
      const input = parseBody(caseMessageSchema, ctx.request.body ?? {}, ctx.state.locale);
      const created = await scope(deps, user, async (trx) => {
        const row = await find(trx, user, id);
        const [message] = await trx('case_messages')
          .insert({ case_kind: kind, case_id: id, author_id: user.id, text: input.text })
          .returning('id');
        const recipient = otherSide(user, row);
        if (recipient)
          await trx('outbox').insert({
            event_key: `message:${message.id}:${recipient}`,
            kind: OUTBOX_KINDS.caseMessage,
            payload: JSON.stringify({
              caseKind: kind,
              caseId: id,
              reference: row.reference,
              recipient,
              excludeUserId: user.id,
              author: `${user.name} ${user.lastName}`.trim(),
              excerpt:
                input.text.length > EXCERPT_LENGTH ? `${input.text.slice(0, EXCERPT_LENGTH)}…` : input.text,
            }),
          });
        return messages(trx, kind, id).where('m.id', message.id).first();
      });
      ctx.status = 201;
      ctx.body = present(created, user);
    });
  }
  return router;
}
