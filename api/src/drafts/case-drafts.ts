import type { Knex } from 'knex';
import type { Model, PartialModelObject } from 'objection';
import type { z } from 'zod';
import type { CaseKind, ProtestLetter, ReimbursementRequest } from '@claims/db';
import { OFFICE_KEYS, type OfficeCountry } from '@claims/domain';
import type { SessionUser } from '../auth/session-user';
import type { ApiDeps } from '../deps';
import { HttpError } from '../http-error';
import { countryOfClient, ownDraft } from './store';

/** What a draft is in either case table: a case row marked `draft`, with the wizard's data. */
export interface DraftCase extends Model {
  id: string;
  reference: string;
  clientId: string | null;
  createdBy: string | null;
  draft: boolean;
  draftData: Record<string, unknown> | null;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
}

/** A saved draft: any part of the case's data, for the caller's company or one it reaches. */
export type DraftBody = { clientId?: string; data: Record<string, unknown> };

/** How one kind of case keeps its unfinished drafts: rows of the case table marked `draft`. */
export interface CaseDrafts {
  model: typeof ProtestLetter | typeof ReimbursementRequest;
  caseKind: CaseKind;
  /** What a saved draft may hold; by the client's country where fields depend on it (its tax id). */
  schema: z.ZodType<DraftBody> | ((country: OfficeCountry) => z.ZodType<DraftBody>);
  /** Runs `fn` under the row-level-security scope the case's own routes use. */
  inScope<T>(deps: ApiDeps, user: SessionUser, fn: (trx: Knex.Transaction) => Promise<T>): Promise<T>;
  /** Where a resumed draft lists its files, as the case's screens read them. */
  filesField: 'files' | 'attachments';
  /** The case's columns a new draft must fill (its reference, and any the table requires). */
  newCaseColumns(
    trx: Knex.Transaction,
    id: string,
    data: Record<string, unknown>,
  ): PartialModelObject<DraftCase> & Record<string, unknown>;
  /** Fields this kind's draft responses carry besides the shared ones, which its clients read. */
  extraFields?: Record<string, unknown>;
  /** The filed case (a filed draft keeps its id) if the user reaches it, as the case's own routes do. */
  filedCase(
    trx: Knex.Transaction,
    user: SessionUser,
    id: string,
  ): Promise<{ id: string; reference: string } | undefined>;
}

/**
 * One's own draft (only its id, and that it is one), else the filed case `findFiled` answers: the
 * case's own lookup, within the user's reach or 404. What a file of either may be read under.
 */
export async function findDraftOrFiled<R extends { id: string; draft: boolean }>(
  trx: Knex.Transaction,
  model: CaseDrafts['model'],
  user: SessionUser,
  id: string,
  findFiled: (trx: Knex.Transaction, user: SessionUser, id: string) => Promise<R>,
): Promise<Pick<R, 'id' | 'draft'> & Partial<R>> {
  const draft = await ownDraft(trx, model, user, id).select('id', 'draft').first();
  // Only the two columns were read: the draft is typed as the filed case's shape with just those.
  return (draft as (Pick<R, 'id' | 'draft'> & Partial<R>) | undefined) ?? findFiled(trx, user, id);
}

/**
 * A draft of one's own, or 404: drafts are seen only by whoever started them. A draft filed
 * since (the wizard's address reloaded after filing) answers 409 naming the case it became, to
 * whoever may see that case; anyone else still gets 404.
 */
export async function findOwnDraft(
  trx: Knex.Transaction,
  drafts: CaseDrafts,
  user: SessionUser,
  id: string,
): Promise<DraftCase> {
  const draft = await ownDraft(trx, drafts.model, user, id).first();
  if (draft) return draft;
  const filed = await drafts.filedCase(trx, user, id);
  if (filed)
    throw HttpError.of('DRAFT_ALREADY_FILED', { reference: filed.reference }, undefined, {
      caseId: filed.id,
      reference: filed.reference,
    });
  throw HttpError.of('CASE_NOT_FOUND');
}

export function presentDraft(drafts: CaseDrafts, draft: DraftCase) {
  return {
    id: draft.id,
    reference: draft.reference,
    clientId: draft.clientId,
    ...drafts.extraFields,
    data: draft.draftData ?? {},
    createdAt: new Date(draft.createdAt).toISOString(),
    updatedAt: new Date(draft.updatedAt).toISOString(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The schema a draft for `clientId` is read with: its country's where the kind has one per
 * country. A client the database does not know reads as Brazilian; the reach check refuses it.
 */
export async function draftSchemaFor(
  db: Knex,
  drafts: CaseDrafts,
  clientId: unknown,
): Promise<z.ZodType<DraftBody>> {
  if (typeof drafts.schema !== 'function') return drafts.schema;
  let country: OfficeCountry = 'BR';
  if (typeof clientId === 'string' && UUID.test(clientId)) {
    const found = String((await countryOfClient(db, clientId)) ?? '').trim();
    if ((OFFICE_KEYS as readonly string[]).includes(found)) country = found as OfficeCountry;
  }
  return drafts.schema(country);
}
