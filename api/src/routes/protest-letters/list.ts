import type { Context } from 'koa';
import { z } from 'zod';
import { PROTEST_STATUSES } from '@claims/domain';
import { answerList, oneOrMany, parseListQuery, splitExtraFilters, type ListSpec } from '../../list';
import type { SessionUser } from '../../auth/session-user';
import type { ApiDeps } from '../../deps';
import { presentLetterSummary } from './presenter';
import { inLetterScope } from './reach';
import { letterListRows, type LetterListFilters } from './store';

const uuid = z.uuid();
// A status by its spec code (3) or its key ('INSPECTION_SCHEDULED').
const statusCode = z
  .union([z.number().int(), z.string()])
  .transform((v): number => PROTEST_STATUSES.find((s) => s.code === Number(v) || s.key === v)?.code ?? -1)
  .refine((code) => code > 0) as unknown as z.ZodType<number>;

export const letterListSpec: ListSpec = {
  resource: 'protest-letters',
  sortable: {
    createdAt: 'p.created_at',
    filedAt: 'p.filed_at',
    updatedAt: 'p.updated_at',
    reference: 'p.reference',
    status: 'p.status',
    dischargeDate: 'p.discharge_date',
    ship: 'p.ship',
  },
  defaultSort: ['createdAt', 'DESC'],
  // Reference, protocol, BL, house BL, ship or voyage containing the term, through an indexed
  // side table (migration 20261125000300): the letters' row-level security keeps a trigram index
  // on them from being used.
  search: { idsFrom: 'protest_letter_search_ids' },
  filters: {
    status: { column: 'p.status', schema: oneOrMany(statusCode) },
    clientId: { column: 'p.client_id', schema: oneOrMany(uuid) },
    office: { column: 'p.office', schema: oneOrMany(z.string().max(2)) },
    portOfDischargeId: { column: 'p.port_of_discharge_id', schema: oneOrMany(uuid) },
    portOfEmbarkationId: { column: 'p.port_of_embarkation_id', schema: oneOrMany(uuid) },
    vesselId: { column: 'p.vessel_id', schema: oneOrMany(uuid) },
    reference: { column: 'p.reference', schema: oneOrMany(z.string().max(40)) },
    billOfLading: { column: 'p.bill_of_lading', schema: oneOrMany(z.string().max(40)) },
    lateNotice: { column: 'p.late_notice', schema: z.boolean() },
  },
  id: { column: 'p.id', schema: uuid },
};

/** Filters the shared list protocol has no operator for (ranges, a container of the letter). */
export const letterExtraFilters = z
  .object({
    containerNumber: z.string().max(20).optional(),
    port: uuid.optional(),
    createdFrom: z.iso.date().optional(),
    createdTo: z.iso.date().optional(),
    dischargeFrom: z.iso.date().optional(),
    dischargeTo: z.iso.date().optional(),
  })
  .strict() satisfies z.ZodType<LetterListFilters>;

/** GET /api/protest-letters: SQL over the projection, never Temporal. */
export async function listLetters(ctx: Context, deps: ApiDeps, user: SessionUser) {
  const { extra, query } = splitExtraFilters(ctx.query as Record<string, unknown>, letterExtraFilters);
  const list = parseListQuery(query, letterListSpec);
  await inLetterScope(deps, user, async (trx) => {
    await answerList(ctx, letterListSpec, list, letterListRows(trx, user, extra), presentLetterSummary);
  });
}
