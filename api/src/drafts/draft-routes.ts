import type Router from '@koa/router';
import { randomUUID } from 'node:crypto';
import { assertReachesCase } from '../auth/case-reach';
import { currentUser, requirePermission } from '../auth/authenticate';
import type { ApiDeps } from '../deps';
import { listCaseFiles } from '../files';
import { parseBody, parseUuid } from '../validate';
import { draftSchemaFor, findOwnDraft, presentDraft, type CaseDrafts } from './case-drafts';

/**
 * `/drafts` and `/drafts/:id` under a case router: list one's own drafts, save, resume, replace
 * and delete one. A draft holds any part of the data and starts no workflow; filing it does.
 */
export function caseDraftRoutes(deps: ApiDeps, router: Router, drafts: CaseDrafts) {
  const { table, caseKind, filesField } = drafts;
  const present = (row: Record<string, unknown>) => presentDraft(drafts, row);

  router.get('/drafts', requirePermission('cases.create'), async (ctx) => {
    const user = currentUser(ctx.state);
    ctx.body = await drafts.inScope(deps, user, async (trx) =>
      (
        await trx(table)
          .where({ draft: true, created_by: user.id })
          .whereNull('deleted_at')
          .orderBy('updated_at', 'desc')
          .limit(100)
      ).map(present),
    );
  });

  router.post('/drafts', requirePermission('cases.create'), async (ctx) => {
    const user = currentUser(ctx.state);
    const raw = (ctx.request.body ?? {}) as { clientId?: unknown };
    const schema = await draftSchemaFor(deps.db, drafts, raw.clientId ?? user.clientId);
    // The draft stores what its schema outputs, field by field ("1250,50" as "1250.50").
    const body = parseBody(schema, raw, undefined, { fieldsUnder: 'data' });
    const clientId = body.clientId ?? user.clientId;
    assertReachesCase(user, clientId);
    const id = randomUUID();
    const row = await drafts.inScope(deps, user, async (trx) => {
      const [inserted] = await trx(table)
        .insert({
          id,
          ...drafts.newCaseColumns(trx, id, body.data),
          client_id: clientId,
          created_by: user.id,
          draft: true,
          draft_data: JSON.stringify(body.data),
        })
        .returning('*');
      return inserted;
    });
    ctx.status = 201;
    ctx.body = { ...present(row), [filesField]: [] };
  });

  router.get('/drafts/:id', requirePermission('cases.create'), async (ctx) => {
    const user = currentUser(ctx.state);
    ctx.body = await drafts.inScope(deps, user, async (trx) => {
      const row = await findOwnDraft(trx, table, user, parseUuid(ctx.params.id));
      return { ...present(row), [filesField]: await listCaseFiles(trx, caseKind, row.id) };
    });
  });

  router.put('/drafts/:id', requirePermission('cases.create'), async (ctx) => {
    const user = currentUser(ctx.state);
    const id = parseUuid(ctx.params.id);
    ctx.body = await drafts.inScope(deps, user, async (trx) => {
      const row = await findOwnDraft(trx, table, user, id);
      const schema = await draftSchemaFor(trx, drafts, row.client_id);
      const body = parseBody(schema, ctx.request.body ?? {}, undefined, { fieldsUnder: 'data' });
      const [updated] = await trx(table)
        .where({ id: row.id })
        .update({ draft_data: JSON.stringify(body.data), updated_at: trx.fn.now() })
        .returning('*');
      return { ...present(updated), [filesField]: await listCaseFiles(trx, caseKind, row.id) };
    });
  });

  router.delete('/drafts/:id', requirePermission('cases.create'), async (ctx) => {
    const user = currentUser(ctx.state);
    await drafts.inScope(deps, user, async (trx) => {
      const row = await findOwnDraft(trx, table, user, parseUuid(ctx.params.id));
      await trx(table).where({ id: row.id }).update({ deleted_at: trx.fn.now() });
    });
    ctx.status = 204;
  });
}
