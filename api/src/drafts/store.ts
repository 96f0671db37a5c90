import type { Knex } from 'knex';
import type { ModelClass } from 'objection';
import { Client } from '@claims/db';
import type { SessionUser } from '../auth/session-user';
import type { CaseDrafts, DraftCase } from './case-drafts';

/** The kind's case model, typed as what both kinds' drafts share. */
const draftModel = (model: CaseDrafts['model']) => model as unknown as ModelClass<DraftCase>;

/** One's own live draft of this id: drafts are seen only by whoever started them. */
export const ownDraft = (trx: Knex.Transaction, model: CaseDrafts['model'], user: SessionUser, id: string) =>
  draftModel(model).query(trx).where({ id, draft: true, createdBy: user.id }).whereNull('deletedAt');

/** One's own live drafts of this kind, the latest saved first (at most 100). */
export const draftsOf = (trx: Knex.Transaction, model: CaseDrafts['model'], user: SessionUser) =>
  draftModel(model)
    .query(trx)
    .where({ draft: true, createdBy: user.id })
    .whereNull('deletedAt')
    .orderBy('updatedAt', 'desc')
    .limit(100);

/** Saves a new draft of the kind for `clientId`, started by `user`: a case row marked `draft`. */
export async function saveNewDraft(
  trx: Knex.Transaction,
  drafts: CaseDrafts,
  user: SessionUser,
  draft: { id: string; clientId: string | null | undefined; data: Record<string, unknown> },
): Promise<DraftCase> {
  return await draftModel(drafts.model)
    .query(trx)
    .insert({
      id: draft.id,
      ...drafts.newCaseColumns(trx, draft.id, draft.data),
      clientId: draft.clientId,
      createdBy: user.id,
      draft: true,
      draftData: draft.data,
    })
    .returning('*');
}

/** Replaces a draft's data with what the wizard saved now; answers the draft as saved. */
export async function replaceDraftData(
  trx: Knex.Transaction,
  model: CaseDrafts['model'],
  id: string,
  data: Record<string, unknown>,
): Promise<DraftCase | undefined> {
  const [updated] = await draftModel(model)
    .query(trx)
    .patch({ draftData: data })
    .where({ id })
    .returning('*');
  return updated;
}

/** Deletes a draft (softly, as every case row). */
export async function deleteDraft(trx: Knex.Transaction, model: CaseDrafts['model'], id: string) {
  await draftModel(model).query(trx).patch({ deletedAt: trx.fn.now() }).where({ id });
}

/** The country a client is registered in, or undefined for an id no client has. */
export async function countryOfClient(db: Knex, clientId: string): Promise<string | undefined> {
  const client = await Client.query(db).findById(clientId).select('country');
  return client?.country;
}
