import type { Knex } from 'knex';
import { protest as domain } from '@claims/domain';
import { invalidField } from '../../validate';

/**
 * What only the database can tell about an action's payload: that the inspector is an inspector,
 * the files belong to this letter, the reimbursement request is the same client's.
 */
export async function checkActionReferences(
  trx: Knex.Transaction,
  letter: { id: string; client_id: string },
  action: domain.ProtestPersonAction,
  payload: Record<string, unknown>,
) {
  if (action === 'scheduleInspection') {
    const inspector = await trx('users')
      .where({ id: payload.inspectorId, role: 'INSPECTOR', active: true })
      .whereNull('deleted_at')
      .first('id');
    if (!inspector) throw invalidField('inspectorId');
  }
  const fileIds = (payload.fileIds as string[] | undefined) ?? [];
  if (fileIds.length) {
    const found = await trx('case_files')
      .where({ case_kind: 'protest_letter', case_id: letter.id })
      .whereIn('id', fileIds)
      .whereNull('deleted_at')
      .pluck('id');
    if (found.length !== new Set(fileIds).size) throw invalidField('fileIds');
  }
  if (action === 'linkReimbursement') {
    const request = await trx('reimbursement_requests')
      .where({ id: payload.reimbursementRequestId, client_id: letter.client_id })
      .first('id');
    if (!request) throw invalidField('reimbursementRequestId');
  }
}
