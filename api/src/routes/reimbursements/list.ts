import type { Context } from 'koa';
import { z } from 'zod';
import { ANALYSIS_STATUS_KEYS, CURRENCY_KEYS, OFFICE_KEYS, TEAM_KEYS } from '@claims/domain';
import { tenantScope } from '../../auth/case-reach';
import {
  answerList,
  ListCountCache,
  oneOrMany,
  parseListQuery,
  splitExtraFilters,
  type ListSpec,
} from '../../list';
import type { SessionUser } from '../../auth/session-user';
import type { ApiDeps } from '../../deps';
import { presentRequestSummary } from './presenter';
import { inRequestScope } from './reach';
import { requestListRows, TIME_BAR_SORT_COLUMN, type RequestListFilters } from './store';

const uuid = z.uuid();

export const requestListSpec: ListSpec = {
  resource: 'reimbursements',
  sortable: {
    createdAt: 'r.created_at',
    submittedAt: 'r.submitted_at',
    updatedAt: 'r.updated_at',
    reference: 'r.reference',
    analysisStatus: 'r.analysis_status',
    timeBarDate: TIME_BAR_SORT_COLUMN,
    slaDueAt: 'r.sla_due_at',
  },
  defaultSort: ['createdAt', 'DESC'],
  // The console's one search box finds a request whose reference, BL/CT-e, booking, house BL,
  // company or a container contains the term: through an indexed side table, as the requests'
  // row-level security keeps a trigram index on them from being used (migration 20261125000200).
  // A whole identifier is looked up exactly first, and answers the requests that hold it
  // (migration 20261125000800).
  search: { idsFrom: 'reimbursement_search_ids' },
  filters: {
    analysisStatus: { column: 'r.analysis_status', schema: oneOrMany(z.enum(ANALYSIS_STATUS_KEYS)) },
    team: { column: 'r.team', schema: oneOrMany(z.enum(TEAM_KEYS)) },
    office: { column: 'r.office', schema: oneOrMany(z.enum(OFFICE_KEYS)) },
    clientId: { column: 'r.client_id', schema: oneOrMany(uuid) },
    reference: { column: 'r.reference', schema: oneOrMany(z.string().max(40)) },
    blOrCte: { column: 'r.bl_or_cte', schema: oneOrMany(z.string().max(60)) },
    slaBreached: { column: 'r.sla_breached', schema: z.boolean() },
    subStatus: { column: 'r.sub_status', schema: oneOrMany(z.string().max(40)) },
  },
  id: { column: 'r.id', schema: uuid },
};

/** Filters the shared list protocol has no operator for: ranges, containment, "within N days". */
export const requestExtraFilters = z
  .object({
    container: z.string().max(20).optional(),
    currency: z.enum(CURRENCY_KEYS).optional(),
    createdFrom: z.iso.date().optional(),
    createdTo: z.iso.date().optional(),
    timeBarWithinDays: z.number().int().min(0).max(3650).optional(),
    open: z.boolean().optional(),
    // A MASTER's queue: proposals above their author's authority limit, waiting for approval.
    proposalAwaitingApproval: z.boolean().optional(),
  })
  .strict() satisfies z.ZodType<RequestListFilters>;

/** GET /api/reimbursements: SQL over the projection, never Temporal. */
export async function listRequests(ctx: Context, deps: ApiDeps, user: SessionUser) {
  const { extra, query } = splitExtraFilters(ctx.query as Record<string, unknown>, requestExtraFilters);
  const list = parseListQuery(query, requestListSpec);
  await inRequestScope(deps, user, async (trx) => {
    await answerList(
      ctx,
      requestListSpec,
      list,
      requestListRows(trx, user, extra, list.sort.column),
      presentRequestSummary,
      {
        cache: new ListCountCache(deps.redis, deps.config.REDIS_PREFIX),
        scope: tenantScope(user),
      },
    );
  });
}
