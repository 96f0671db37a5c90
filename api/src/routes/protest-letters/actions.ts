import type { Knex } from 'knex';
import { protest as domain } from '@claims/domain';
import { CaseFile, Inspection, ReimbursementRequest, User, type ProtestLetter } from '@claims/db';
import { HttpError } from '../../http-error';
import { invalidField } from '../../validate';

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
    const inspector = await User.query(trx)
      .where({ id: payload.inspectorId, role: 'INSPECTOR', active: true })
      .whereNull('deleted_at')
      .select('id')
      .first();
    if (!inspector) throw invalidField('inspectorId');
  }
  const fileIds = (payload.fileIds as string[] | undefined) ?? [];
  if (fileIds.length) {
    const found = await CaseFile.query(trx)
      .where({ case_kind: 'protest_letter', case_id: letter.id })
      .whereIn('id', fileIds)
      .whereNull('deleted_at')
      .select('id');
    if (found.length !== new Set(fileIds).size) throw invalidField('fileIds');
  }
  if (action === 'linkReimbursement') {
    const request = await ReimbursementRequest.query(trx)
      .where({ id: payload.reimbursementRequestId, client_id: letter.clientId })
      .select('id', 'reference', 'analysis_status')
      .first();
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
  const visit = await Inspection.query(trx)
    .where({ protest_letter_id: letter.id, status: 2 })
    .orderBy('updated_at', 'desc')
    .select('date')
    .first();
  const ahead = domain.inspectionDayAhead(visit?.date, letter.office);
  if (ahead) throw HttpError.of('INSPECTION_NOT_YET_HELD', { inspectionDate: ahead, office: letter.office });
}
