import { reimbursement as domain } from '@claims/domain';
import type { ReimbursementRequest } from '@claims/db';
import {
  fileAddedUpdate,
  fileRemovedUpdate,
  reimbursementActionUpdate,
  reimbursementWorkflowId,
} from '@claims/workflows';
import type { CaseKind } from '../../case-commands';
import type { ApiDeps } from '../../deps';
import { reimbursementPolicy, requireCaseActor } from '../../policies';
import { checkRequestCommand } from './actions';
import { presentRequest } from './presenter';
import { findRequest, findRequestOrDraft, inRequestScope } from './reach';
import { requestDetail } from './store';

/** A reimbursement request as the shared command and file routes work it. */
export function reimbursementCaseKind(deps: ApiDeps): CaseKind<ReimbursementRequest, domain.PersonAction> {
  return {
    kind: 'reimbursement',
    inScope: (user, fn) => inRequestScope(deps, user, fn),
    find: findRequest,
    async findOrDraft(trx, user, id) {
      const found = await findRequestOrDraft(trx, user, id);
      return found.draft
        ? { draft: true }
        : { draft: false, status: { kind: 'reimbursement', status: found.analysisStatus! } };
    },
    isAction: domain.isPersonAction,
    policy: reimbursementPolicy,
    payloadSchema: (action, request) =>
      domain.reimbursementActionInputSchema(action, request.office, new Date(), {
        timeBarDate: request.timeBarDate,
      }),
    check: (trx, user, request, action, payload) =>
      checkRequestCommand(deps.db, trx, user, request, action, payload),
    actorOf: requireCaseActor,
    workflowId: reimbursementWorkflowId,
    actionUpdate: (action) => reimbursementActionUpdate(action) as never,
    fileAddedUpdate: fileAddedUpdate as never,
    fileRemovedUpdate: fileRemovedUpdate as never,
    load: (user, id) =>
      inRequestScope(deps, user, async (trx) => presentRequest(user, await requestDetail(trx, user, id))),
  };
}
