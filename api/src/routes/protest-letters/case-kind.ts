import { protest as domain, protestStatusByCode } from '@claims/domain';
import type { ProtestLetter } from '@claims/db';
import { protestActionUpdate, protestFileRemovedUpdate, protestWorkflowId } from '@claims/workflows';
import type { CaseKind } from '../../case-commands';
import type { ApiDeps } from '../../deps';
import { protestLetterPolicy, requireCaseActor } from '../../policies';
import { checkActionReferences } from './actions';
import { presentLetter } from './presenter';
import { findLetter, findLetterOrDraft, inLetterScope } from './reach';
import { letterDetail } from './store';

/**
 * A letter of protest as the shared command and file routes work it. Its workflow logs a file's
 * removal; an upload has no log step of its own on a letter (its workflow takes no FILE_ADDED).
 */
export function protestLetterCaseKind(deps: ApiDeps): CaseKind<ProtestLetter, domain.ProtestPersonAction> {
  return {
    kind: 'protest_letter',
    inScope: (user, fn) => inLetterScope(deps, user, fn),
    find: findLetter,
    async findOrDraft(trx, user, id) {
      const found = await findLetterOrDraft(trx, user, id);
      return found.draft
        ? { draft: true }
        : {
            draft: false,
            status: { kind: 'protest_letter', status: protestStatusByCode(found.status!)!.key },
          };
    },
    isAction: domain.isProtestPersonAction,
    policy: protestLetterPolicy,
    // A filed letter has its office: the country of its port of discharge, set at filing.
    payloadSchema: (action, letter) => domain.protestActionInputSchema(action, letter.office!),
    check: (trx, _user, letter, action, payload) => checkActionReferences(trx, letter, action, payload),
    actorOf: requireCaseActor,
    workflowId: protestWorkflowId,
    actionUpdate: (action) => protestActionUpdate(action) as never,
    fileRemovedUpdate: protestFileRemovedUpdate as never,
    load: (user, id) =>
      inLetterScope(deps, user, async (trx) => presentLetter(user, await letterDetail(trx, user, id))),
  };
}
