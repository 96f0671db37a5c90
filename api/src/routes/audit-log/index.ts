import Router from '@koa/router';
import { z } from 'zod';
import { requirePermission } from '../../auth/authenticate';
import type { ApiDeps } from '../../deps';
import { oneOrMany, parseListQuery, runListQuery, sendList, type ListSpec } from '../../list';
import { defineOperation } from '../../openapi';

const auditEntrySchema = z.object({
  id: z.string().describe('bigserial, as a string'),
  at: z.iso.datetime(),
  actorId: z.uuid().nullable(),
  actorName: z.string().nullable(),
  action: z.string().describe('e.g. settings.update'),
  entity: z.string(),
  entityId: z.string().nullable(),
  entityName: z
    .string()
    .nullable()
    .describe(
      "The record's name as people know it (a user's full name, a port's name), in the reader's language",
    ),
  changes: z.record(z.string(), z.unknown()).describe('What changed: per key, its value before and after'),
  ip: z.string().nullable(),
});

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
    list: { sortable: Object.keys(auditLogList.sortable), filters: Object.keys(auditLogList.filters) },
  }),
};

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const present = (r: Row): z.infer<typeof auditEntrySchema> => ({
  id: String(r.id),
  at: r.at.toISOString(),
  actorId: r.actor_id,
  actorName: r.actor_name?.trim() || null,
  action: r.action,
  entity: r.entity,
  entityId: r.entity_id,
  entityName: r.entity_name ?? null,
  changes: r.changes,
  ip: r.ip,
});

/** The audited record's name, so the log reads "Porto de Santos", not a UUID (removed records keep theirs). */
function entityName(deps: ApiDeps, locale: string) {
  const byId = (table: string, name: string) =>
    `(select ${name} from ${table} x where cast(x.id as text) = a.entity_id)`;
  return deps.db.raw(
    `case a.entity
      when 'users' then ${byId('users', "x.name || ' ' || x.last_name")}
      when 'clients' then ${byId('clients', 'x.name')}
      when 'customs-brokers' then ${byId('customs_brokers', 'x.name')}
      when 'ports' then ${byId('ports', 'x.name')}
      when 'vessels' then ${byId('vessels', 'x.name')}
      when 'sinister-causes' then ${byId('sinister_causes', "coalesce(x.labels->>?, x.labels->>'pt-BR', x.key)")}
      when 'document-types' then (select coalesce(x.labels->>?, x.labels->>'pt-BR', x.key) from document_types x where x.key = a.entity_id)
    end as entity_name`,
    [locale, locale],
  );
}

/** /api/audit-log: the audit trail, read-only, for masters. */
export function auditLogRoutes(deps: ApiDeps) {
  const router = new Router({ prefix: '/api/audit-log' });
  router.get('/', requirePermission(auditLogOperations.list.permission!), async (ctx) => {
    const query = parseListQuery(ctx.query, auditLogList);
    const base = deps
      .db('audit_log as a')
      .leftJoin('users as u', 'u.id', 'a.actor_id')
      .select(
        'a.*',
        deps.db.raw("u.name || ' ' || u.last_name as actor_name"),
        entityName(deps, ctx.state.locale),
      );
    const { rows, total } = await runListQuery<Row>(base, auditLogList, query);
    sendList(ctx, auditLogList, query, rows.map(present), total);
  });
  return router;
}
