import type Router from '@koa/router';
import { reimbursement as domain } from '@claims/domain';
import { ReimbursementRequest } from '@claims/db';
import { reimbursementWorkflowId } from '@claims/workflows';
import type { ApiDeps } from '../../deps';
import { caseDraftRoutes, type CaseDrafts } from '../../drafts';
import { inRequestScope } from './reach';
import { filedRequestReference } from './store';
import { REFERENCE } from './submission';

/** The wizard saved step by step. Submitting a draft (POST /drafts/:id/submit) validates it whole. */
const requestDrafts: CaseDrafts = {
  model: ReimbursementRequest,
  caseKind: 'reimbursement',
  schema: domain.reimbursementDraftSchemaFor,
  inScope: inRequestScope,
  filesField: 'attachments',
  // A request row needs its office and workflow id from the start, though no workflow runs yet.
  newCaseColumns: (trx, id, data) => ({
    reference: trx.raw(REFERENCE),
    office: typeof data.office === 'string' ? data.office : 'BR',
    workflowId: reimbursementWorkflowId(id),
  }),
  extraFields: { draft: true },
  filedCase: filedRequestReference,
};

export function draftRoutes(deps: ApiDeps, router: Router) {
  caseDraftRoutes(deps, router, requestDrafts);
}
