import type Router from '@koa/router';
import { randomUUID } from 'node:crypto';
import { assertReachesCase } from '../auth/case-reach';
import { currentUser, requirePermission } from '../auth/authenticate';
import type { ApiDeps } from '../deps';
import { listCaseFiles } from '../files';
import { parseBody, parseUuid } from '../validate';
import { draftSchemaFor, findOwnDraft, presentDraft, type CaseDrafts, type DraftCase } from './case-drafts';
import { deleteDraft, draftsOf, replaceDraftData, saveNewDraft } from './store';

/**
 * `/drafts` and `/drafts/:id` under a case router: list one's own drafts, save, resume, replace
 * and delete one. A draft holds any part of the data and starts no workflow; filing it does.
 */
export function caseDraftRoutes(deps: ApiDeps, router: Router, drafts: CaseDrafts) {
  const { caseKind, filesField } = drafts;
  const present = (draft: DraftCase) => presentDraft(drafts, draft);

  router.get('/drafts', requirePermission('cases.create'), async (ctx) => {
    const user = currentUser(ctx.state);
    ctx.body = await drafts.inScope(deps, user, async (trx) =>
      (await draftsOf(trx, drafts.model, user)).map(present),
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
    const row = await drafts.inScope(deps, user, (trx) =>
      saveNewDraft(trx, drafts, user, { id, clientId, data: body.data }),
    );
    ctx.status = 201;
    ctx.body = { ...present(row), [filesField]: [] };
  });

  router.get('/drafts/:id', requirePermission('cases.create'), async (ctx) => {
    const user = currentUser(ctx.state);
    ctx.body = await drafts.inScope(deps, user, async (trx) => {
      const draft = await findOwnDraft(trx, drafts, user, parseUuid(ctx.params.id));
      return { ...present(draft), [filesField]: await listCaseFiles(trx, caseKind, draft.id) };
    });
  });

  router.put('/drafts/:id', requirePermission('cases.create'), async (ctx) => {
    const user = currentUser(ctx.state);
    const id = parseUuid(ctx.params.id);
    ctx.body = await drafts.inScope(deps, user, async (trx) => {
      const draft = await findOwnDraft(trx, drafts, user, id);
      const schema = await draftSchemaFor(trx, drafts, draft.clientId);
      const body = parseBody(schema, ctx.request.body ?? {}, undefined, { fieldsUnder: 'data' });
      const updated = await replaceDraftData(trx, drafts.model, draft.id, body.data);
      return { ...present(updated!), [filesField]: await listCaseFiles(trx, caseKind, draft.id) };
    });
  });

  router.delete('/drafts/:id', requirePermission('cases.create'), async (ctx) => {
    const user = currentUser(ctx.state);
    await drafts.inScope(deps, user, async (trx) => {
      const draft = await findOwnDraft(trx, drafts, user, parseUuid(ctx.params.id));
      await deleteDraft(trx, drafts.model, draft.id);
    });
    ctx.status = 204;
  });
}
