import type { Knex } from 'knex';
import { protest as domain } from '@claims/domain';
import type { ProtestLetter } from '@claims/db';
import { HttpError } from '../../http-error';
import { invalidField } from '../../validate';
import { isActiveInspector, letterFilesAmong, requestOfClient, scheduledInspectionDate } from './store';

/**
 * What only the database can tell about an action's payload: that the inspector is an inspector,
 * the files belong to this letter, the reimbursement request is the same client's and not closed, and that the
 * inspection whose result is recorded has had its day.
 */
export async function checkActionReferences(
  trx: Knex.Transaction,
  letter: Pick<ProtestLetter, 'id' | 'clientId' | 'office'>,
  action: domain.ProtestPersonAction,
  payload: Record<string, unknown>,
) {
  if (action === 'scheduleInspection') {
    if (!(await isActiveInspector(trx, payload.inspectorId as string))) throw invalidField('inspectorId');
  }
  const fileIds = (payload.fileIds as string[] | undefined) ?? [];
  if (fileIds.length) {
    const found = await letterFilesAmong(trx, letter.id, fileIds);
    if (found.length !== new Set(fileIds).size) throw invalidField('fileIds');
  }
  if (action === 'linkReimbursement') {
    const request = await requestOfClient(trx, payload.reimbursementRequestId as string, letter.clientId);
    if (!request) throw invalidField('reimbursementRequestId');
    // Here, not in the workflow: its histories must replay as they were recorded.
    if (!domain.isLinkableRequestStatus(request.analysisStatus))
      throw invalidField('reimbursementRequestId', 'validation.linkedRequestClosed', {
        reference: request.reference,
      });
  }
  if (action === 'recordInspectionResult') await assertInspectionDayReached(trx, letter);
}

/**
 * A result recorded before the day the inspection is scheduled for is refused (409, naming the
 * day), on the office's calendar; the workflow refuses it too, so nothing changes either way.
 */
async function assertInspectionDayReached(
  trx: Knex.Transaction,
  letter: Pick<ProtestLetter, 'id' | 'office'>,
) {
  if (!letter.office) return;
  const ahead = domain.inspectionDayAhead(await scheduledInspectionDate(trx, letter.id), letter.office);
  if (ahead) throw HttpError.of('INSPECTION_NOT_YET_HELD', { inspectionDate: ahead, office: letter.office });
}
