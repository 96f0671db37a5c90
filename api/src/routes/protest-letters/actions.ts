import type { Knex } from 'knex';
import { protest as domain } from '@claims/domain';
import { CaseFile, ReimbursementRequest, User, type ProtestLetter } from '@claims/db';
import { invalidField } from '../../validate';

/**
 * What only the database can tell about an action's payload: that the inspector is an inspector,
 * the files belong to this letter, the reimbursement request is the same client's.
 */
export async function checkActionReferences(
  trx: Knex.Transaction,
  letter: Pick<ProtestLetter, 'id' | 'clientId'>,
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
      .select('id')
      .first();
    if (!request) throw invalidField('reimbursementRequestId');
  }
}
