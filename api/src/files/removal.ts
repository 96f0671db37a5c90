import type { Knex } from 'knex';
import {
  caseAllowsFileRemoval,
  keepsRequiredDocuments,
  protest,
  reimbursement,
  type CaseFileStatus,
} from '@claims/domain';
import {
  CaseFile,
  ReimbursementDamage,
  ReimbursementExtraCost,
  ReimbursementFault,
  type BaseModel,
} from '@claims/db';
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
  const file = await CaseFile.query(trx)
    .where({ id: target.fileId, caseKind, caseId: target.caseId })
    .whereNull('deletedAt')
    .forUpdate()
    .first();
  if (!file) throw HttpError.of('RECORD_NOT_FOUND');
  if (file.uploadedBy !== target.removedBy) throw HttpError.of('FILE_NOT_YOURS');
  if (!caseAllowsFileRemoval(target)) throw HttpError.of('FILE_REMOVAL_CLOSED');
  const kept = await CaseFile.query(trx)
    .where({ caseKind, caseId: target.caseId })
    .whereNull('deletedAt')
    .select('documentType');
  const types = kept.map((k) => k.documentType);
  if (!keepsRequiredDocuments(await missingDocuments(trx, target), types, file.documentType))
    throw HttpError.of('FILE_REQUIRED');
  await CaseFile.query(trx).patch({ deletedAt: trx.fn.now() }).where({ id: file.id });
  return presentCaseFile(file);
}

/** Removes a file from a draft of one's own (the wizard's undoable delete): 404 when it has none such. */
export async function removeDraftFile(
  trx: Knex.Transaction,
  target: { caseKind: CaseFileStatus['kind']; caseId: string; fileId: string },
): Promise<void> {
  const count = await CaseFile.query(trx)
    .patch({ deletedAt: trx.fn.now() })
    .where({ id: target.fileId, caseKind: target.caseKind, caseId: target.caseId })
    .whereNull('deletedAt');
  if (!count) throw HttpError.of('RECORD_NOT_FOUND');
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
  const count = async (items: typeof BaseModel) => {
    const counted = await items.query(trx).where(request).count({ n: '*' }).first();
    return Number((counted as { n?: string } | undefined)?.n ?? 0) > 0 ? [{}] : [];
  };
  const items = {
    faults: await count(ReimbursementFault),
    damages: await count(ReimbursementDamage),
    extraCosts: await count(ReimbursementExtraCost),
  } as unknown as Parameters<typeof reimbursement.missingDocuments>[0];
  return (types: readonly string[]) => reimbursement.missingDocuments(items, types).length;
}
