import Router from '@koa/router';
import { auditEntrySchema, type AuditEntry } from '@claims/contract';
import { z } from 'zod';
import { requirePermission } from '../../auth/authenticate';
import type { ApiDeps } from '../../deps';
import { documentedList, oneOrMany, parseListQuery, runListQuery, sendList, type ListSpec } from '../../list';
import { defineOperation } from '../../openapi';
import { pageReferences, readableChanges } from './readable';
import { auditLogRows, type AuditLogRow } from './store';

const auditLogList: ListSpec = {
  resource: 'audit-log',
  sortable: { at: 'a.at', action: 'a.action', entity: 'a.entity', id: 'a.id' },
  defaultSort: ['at', 'DESC'],
  search: ['a.action', 'a.entity', 'a.entity_id'],
  filters: {
    action: { column: 'a.action', schema: oneOrMany(z.string().max(100)) },
    entity: { column: 'a.entity', schema: oneOrMany(z.string().max(100)) },
    actorId: { column: 'a.actor_id', schema: z.uuid() },
  },
  id: { column: 'a.id', schema: z.string().regex(/^\d{1,19}$/) },
};

export const auditLogOperations = {
  list: defineOperation({
    method: 'get',
    path: '/api/audit-log',
    summary: 'Who changed what, from where: administrative changes, newest first (MASTER)',
    tags: ['operations'],
    permission: 'audit.read',
    responseSchema: auditEntrySchema,
    list: documentedList(auditLogList),
  }),
};

const present = (entry: AuditLogRow, references: AuditEntry['references']): AuditEntry => ({
  id: String(entry.id),
  at: entry.at.toISOString(),
  actorId: entry.actorId,
  actorName: entry.actorName?.trim() || null,
  action: entry.action,
  entity: entry.entity,
  entityId: entry.entityId,
  entityName: entry.entityName ?? null,
  changes: readableChanges(entry),
  references,
  ip: entry.ip,
});

/** /api/audit-log: the audit trail, read-only, for masters. */
export function auditLogRoutes(deps: ApiDeps) {
  const router = new Router({ prefix: '/api/audit-log' });
  router.get('/', requirePermission(auditLogOperations.list.permission!), async (ctx) => {
    const query = parseListQuery(ctx.query, auditLogList);
    const base = auditLogRows(deps.db, ctx.state.locale);
    const { rows, total } = await runListQuery(base, auditLogList, query);
    const references = await pageReferences(deps.db, rows);
    sendList(
      ctx,
      auditLogList,
      query,
      rows.map((row, i) => present(row, references[i]!)),
      total,
    );
  });
  return router;
}
