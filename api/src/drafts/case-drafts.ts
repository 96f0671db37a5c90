import type { Knex } from 'knex';
import type { z } from 'zod';
import type { CaseKind } from '@claims/db';
import { OFFICE_KEYS, type OfficeCountry } from '@claims/domain';
import type { SessionUser } from '../auth/session-user';
import type { ApiDeps } from '../deps';
import { HttpError } from '../http-error';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A saved draft: any part of the case's data, for the caller's company or one it reaches. */
export type DraftBody = { clientId?: string; data: Record<string, unknown> };

/** How one kind of case keeps its unfinished drafts: rows of the case table marked `draft`. */
export interface CaseDrafts {
  table: 'protest_letters' | 'reimbursement_requests';
  caseKind: CaseKind;
  /** What a saved draft may hold; by the client's country where fields depend on it (tax id, phone). */
  schema: z.ZodType<DraftBody> | ((country: OfficeCountry) => z.ZodType<DraftBody>);
  /** Runs `fn` under the row-level-security scope the case's own routes use. */
  inScope<T>(deps: ApiDeps, user: SessionUser, fn: (trx: Knex.Transaction) => Promise<T>): Promise<T>;
  /** Where a resumed draft lists its files, as the case's screens read them. */
  filesField: 'files' | 'attachments';
  /** The case's columns a new draft must fill (its reference, and any the table requires). */
  newCaseColumns(trx: Knex.Transaction, id: string, data: Record<string, unknown>): Row;
  /** Fields this kind's draft responses carry besides the shared ones, which its clients read. */
  extraFields?: Record<string, unknown>;
}

/** A draft of one's own, or 404: drafts are seen only by whoever started them. */
export async function findOwnDraft(
  trx: Knex.Transaction,
  table: CaseDrafts['table'],
  user: SessionUser,
  id: string,
): Promise<Row> {
  const row = await trx(table)
    .where({ id, draft: true, created_by: user.id })
    .whereNull('deleted_at')
    .first();
  if (!row) throw HttpError.of('CASE_NOT_FOUND');
  return row;
}

export function presentDraft(drafts: CaseDrafts, row: Row) {
  return {
    id: row.id,
    reference: row.reference,
    clientId: row.client_id,
    ...drafts.extraFields,
    data: row.draft_data ?? {},
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
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
    const row = await db('clients').where({ id: clientId }).first('country');
    const found = String(row?.country ?? '').trim();
    if ((OFFICE_KEYS as readonly string[]).includes(found)) country = found as OfficeCountry;
  }
  return drafts.schema(country);
}
