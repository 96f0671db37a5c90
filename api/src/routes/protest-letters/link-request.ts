import type { Knex } from 'knex';
import { protestActionUpdate, protestWorkflowId } from '@claims/workflows';
import type { SessionUser } from '../../auth/session-user';
import type { ApiDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { requireCaseActor } from '../../policies';
import { filedLetterOfClient } from './store';

/**
 * The letter a filing names must be a filed letter of the same company: a request never backs
 * another company's letter (row-level security hides those too; this says so in a 422).
 */
export async function assertLetterOfClient(trx: Knex.Transaction, letterId: string, clientId: string) {
  if (!(await filedLetterOfClient(trx, letterId, clientId)))
    throw HttpError.of('VALIDATION_FAILED', {}, { protestLetterId: 'unknown' });
}

/**
 * "Letter of protest linked" in the letter's log once a request filed from it exists: the same
 * update a person would send (idempotent per request). The request already names its letter, so
 * a letter whose workflow has ended, or refuses, still shows the link (see linkedRequestOf).
 */
export async function linkLetterToRequest(
  deps: ApiDeps,
  user: SessionUser,
  letterId: string,
  requestId: string,
) {
  try {
    await deps.temporal.workflow
      .getHandle(protestWorkflowId(letterId))
      .executeUpdate(protestActionUpdate('linkReimbursement'), {
        args: [
          { actor: requireCaseActor(user), doneBy: user.id, payload: { reimbursementRequestId: requestId } },
        ],
        updateId: `linkReimbursement:${requestId}`,
      });
  } catch (err) {
    deps.log.warn({ err, letterId, requestId }, 'the letter could not log its link to the request');
  }
}
