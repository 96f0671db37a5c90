import Router from '@koa/router';
import { emailLogEntrySchema, type EmailLogEntry as EmailLogEntryResponse } from '@claims/contract';
import { z } from 'zod';
import { EMAIL_STATUSES } from '@claims/domain';
import type { EmailLogEntry } from '@claims/db';
import { requirePermission } from '../../auth/authenticate';
import type { ApiDeps } from '../../deps';
import { answerList, documentedList, parseListQuery, type ListSpec } from '../../list';
import { defineOperation } from '../../openapi';
import { emailLogEntries } from './store';

const emailLogList: ListSpec = {
  resource: 'email-log',
  sortable: {
    createdAt: 'created_at',
    updatedAt: 'updated_at',
    status: 'status',
    to: 'to_address',
    id: 'id',
  },
  defaultSort: ['createdAt', 'DESC'],
  search: ['to_address', 'subject', 'event_key'],
  filters: {
    status: { column: 'status', schema: z.enum(EMAIL_STATUSES) },
    kind: { column: 'kind', schema: z.string().max(100) },
    eventKey: { column: 'event_key', schema: z.string().max(300) },
  },
  id: { column: 'id', schema: z.uuid() },
};

export const emailLogOperations = {
  list: defineOperation({
    method: 'get',
    path: '/api/email-log',
    summary: 'Every e-mail the jobs worker sent, is retrying (QUEUED) or gave up on (FAILED)',
    tags: ['notifications'],
    permission: 'audit.read',
    responseSchema: emailLogEntrySchema,
    list: documentedList(emailLogList),
  }),
};

const present = (sent: EmailLogEntry): EmailLogEntryResponse => ({
  id: sent.id,
  eventKey: sent.eventKey,
  kind: sent.kind,
  recipientId: sent.recipientId,
  to: sent.toAddress,
  subject: sent.subject,
  locale: sent.locale,
  status: sent.status,
  attempts: sent.attempts,
  lastError: sent.lastError,
  sentAt: sent.sentAt?.toISOString() ?? null,
  createdAt: sent.createdAt.toISOString(),
  updatedAt: sent.updatedAt.toISOString(),
});

/** /api/email-log: the mail delivery record, for masters. */
export function emailLogRoutes(deps: ApiDeps) {
  const router = new Router({ prefix: '/api/email-log' });
  router.get('/', requirePermission(emailLogOperations.list.permission!), async (ctx) => {
    const query = parseListQuery(ctx.query, emailLogList);
    await answerList(ctx, emailLogList, query, emailLogEntries(deps.db), present);
  });
  return router;
}
