import type { Knex } from 'knex';
import {
  caseAllowsFileRemoval,
  keepsRequiredDocuments,
  protest,
  reimbursement,
  type CaseFileStatus,
} from '@claims/domain';
import { HttpError } from '../http-error';
import { presentCaseFile } from './case-files';

/**
 * Removes a file of a filed case: only its uploader, only while the case allows it (SPEC §4; the
 * UI has already let the 2-second undo pass). The row is kept, marked removed, so the log can
 * name it and a removal can be traced; the caller logs FILE_REMOVED through the case's workflow.
 */
export async function removeOwnCaseFile(
  trx: Knex.Transaction,
  target: { caseId: string; fileId: string; removedBy: string } & CaseFileStatus,
) {
  const caseKind = target.kind;
  const row = await trx('case_files')
    .where({ id: target.fileId, case_kind: caseKind, case_id: target.caseId })
    .whereNull('deleted_at')
    .forUpdate()
    .first();
  if (!row) throw HttpError.of('RECORD_NOT_FOUND');
  if (row.uploaded_by !== target.removedBy) throw HttpError.of('FILE_NOT_YOURS');
  if (!caseAllowsFileRemoval(target)) throw HttpError.of('FILE_REMOVAL_CLOSED');
  const types: string[] = await trx('case_files')
    .where({ case_kind: caseKind, case_id: target.caseId })
    .whereNull('deleted_at')
    .pluck('document_type');
  if (!keepsRequiredDocuments(await missingDocuments(trx, target), types, row.document_type))
    throw HttpError.of('FILE_REQUIRED');
  await trx('case_files').where({ id: row.id }).update({ deleted_at: trx.fn.now() });
  return presentCaseFile(row);
}

/**
 * How many of the documents the case must carry a set of document types lacks: a letter's
 * mandatory files (SPEC §5), a request's by what it claims. Removing the last file of a
 * mandatory kind would leave a filed case short of what it was filed with.
 */
async function missingDocuments(trx: Knex.Transaction, target: { caseId: string } & CaseFileStatus) {
  if (target.kind === 'protest_letter')
    return (types: readonly string[]) => protest.missingProtestFiles(types).length;
  const request = { reimbursement_request_id: target.caseId };
  const count = async (table: string) =>
    Number((await trx(table).where(request).count({ n: '*' }).first())?.n ?? 0) > 0 ? [{}] : [];
  const items = {
    faults: await count('reimbursement_faults'),
    damages: await count('reimbursement_damages'),
    extraCosts: await count('reimbursement_extra_costs'),
  } as unknown as Parameters<typeof reimbursement.missingDocuments>[0];
  return (types: readonly string[]) => reimbursement.missingDocuments(items, types).length;
}
