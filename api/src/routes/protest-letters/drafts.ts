import Router from '@koa/router';
import { randomUUID } from 'node:crypto';
import { protest as domain } from '@claims/domain';
import { assertReachesCase } from '../../auth/case-reach';
import { currentUser, requirePermission } from '../../auth/authenticate';
import type { SessionUser } from '../../auth/session-user';
import type { ApiDeps } from '../../deps';
import { listCaseFiles } from '../../files';
import { HttpError } from '../../http-error';
import { parseBody, parseUuid } from '../../validate';
import { inLetterScope } from './reach';

const REFERENCE = `'CP-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('protest_letter_reference_seq')::text, 6, '0')`;

/**
 * Unfinished letters: saved, listed, resumed and deleted by whoever started them. A draft starts
 * no workflow; filing it (POST /api/protest-letters with `draftId`) does.
 */
export function draftRoutes(deps: ApiDeps, router: Router) {
  router.get('/drafts', requirePermission('cases.create'), async (ctx) => {
    const user = currentUser(ctx.state);
    ctx.body = await inLetterScope(deps, user, async (trx) =>
      (
        await trx('protest_letters')
          .where({ draft: true, created_by: user.id })
          .whereNull('deleted_at')
          .orderBy('updated_at', 'desc')
          .limit(100)
      ).map(presentDraft),
    );
  });

  router.post('/drafts', requirePermission('cases.create'), async (ctx) => {
    const user = currentUser(ctx.state);
    const body = parseBody(domain.protestDraftSchema, ctx.request.body ?? {});
    const clientId = body.clientId ?? user.clientId;
    assertReachesCase(user, clientId);
    const id = randomUUID();
    const row = await inLetterScope(deps, user, async (trx) => {
      const [inserted] = await trx('protest_letters')
        .insert({
          id,
          reference: trx.raw(REFERENCE),
          client_id: clientId,
          created_by: user.id,
          draft: true,
          draft_data: JSON.stringify(body.data),
        })
        .returning('*');
      return inserted;
    });
    ctx.status = 201;
    ctx.body = { ...presentDraft(row), files: [] };
  });

  router.get('/drafts/:id', requirePermission('cases.create'), async (ctx) => {
    const user = currentUser(ctx.state);
    ctx.body = await inLetterScope(deps, user, async (trx) => {
      const row = await findDraft(trx, user, parseUuid(ctx.params.id));
      return { ...presentDraft(row), files: await listCaseFiles(trx, 'protest_letter', row.id) };
    });
  });

  router.put('/drafts/:id', requirePermission('cases.create'), async (ctx) => {
    const user = currentUser(ctx.state);
    const body = parseBody(domain.protestDraftSchema, ctx.request.body ?? {});
    ctx.body = await inLetterScope(deps, user, async (trx) => {
      const row = await findDraft(trx, user, parseUuid(ctx.params.id));
      const [updated] = await trx('protest_letters')
        .where({ id: row.id })
        .update({ draft_data: JSON.stringify(body.data), updated_at: trx.fn.now() })
        .returning('*');
      return { ...presentDraft(updated), files: await listCaseFiles(trx, 'protest_letter', row.id) };
    });
  });

  router.delete('/drafts/:id', requirePermission('cases.create'), async (ctx) => {
    const user = currentUser(ctx.state);
    await inLetterScope(deps, user, async (trx) => {
      const row = await findDraft(trx, user, parseUuid(ctx.params.id));
      await trx('protest_letters').where({ id: row.id }).update({ deleted_at: trx.fn.now() });
    });
    ctx.status = 204;
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function findDraft(trx: any, user: SessionUser, id: string) {
  const row = await trx('protest_letters')
    .where({ id, draft: true, created_by: user.id })
    .whereNull('deleted_at')
    .first();
  if (!row) throw new HttpError(404, 'CASE_NOT_FOUND', 'errors.notFound');
  return row;
}

function presentDraft(row: Record<string, unknown>) {
  return {
    id: row.id,
    reference: row.reference,
    clientId: row.client_id,
    data: row.draft_data ?? {},
    createdAt: new Date(row.created_at as string).toISOString(),
    updatedAt: new Date(row.updated_at as string).toISOString(),
  };
}
