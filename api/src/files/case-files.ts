import path from 'node:path';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { CaseFile, type CaseKind } from '@claims/db';
import type { ApiConfig } from '../config';
import { HttpError } from '../http-error';
import { createFileStorage, type FileStorage } from './storage';

/** A file as the case screens list it: with its uploader's name. */
type CaseFileRow = CaseFile & { uploaderName?: string | null };

export const fileStorageFor = (config: ApiConfig): FileStorage =>
  createFileStorage(config.UPLOAD_DIR ?? path.join(config.DATA_DIR, 'uploads'));

export async function listCaseFiles(trx: Knex.Transaction, caseKind: CaseKind, caseId: string) {
  const files = await CaseFile.query(trx)
    .alias('f')
    .leftJoinRelated('uploader as u')
    .where({ 'f.case_kind': caseKind, 'f.case_id': caseId })
    .whereNull('f.deletedAt')
    .orderBy('f.uploadedAt')
    .select('f.*', trx.raw("u.name || ' ' || u.last_name as uploader_name"))
    .castTo<CaseFileRow[]>();
  return files.map(presentCaseFile);
}

/** The document types of a case's files, one per live file: what a filing checks is there. */
export async function attachedDocumentTypes(
  trx: Knex.Transaction,
  caseKind: CaseKind,
  caseId: string,
): Promise<string[]> {
  const files = await CaseFile.query(trx)
    .where({ caseKind, caseId })
    .whereNull('deletedAt')
    .select('documentType');
  return files.map((file) => file.documentType);
}

export function presentCaseFile(file: CaseFileRow) {
  return {
    id: file.id,
    documentType: file.documentType,
    name: file.originalName,
    size: Number(file.sizeBytes),
    mimeType: file.mimeType,
    uploadedAt: new Date(file.uploadedAt).toISOString(),
    uploadedBy: file.uploadedBy,
    uploadedByName: file.uploaderName ?? null,
  };
}

/** Answers a stored file as a download; the caller has already checked the case is reachable. */
export async function sendCaseFile(
  ctx: Context,
  trx: Knex.Transaction,
  storage: FileStorage,
  where: { caseKind: CaseKind; caseId: string; fileId: string },
) {
  const file = await CaseFile.query(trx)
    .where({ id: where.fileId, caseKind: where.caseKind, caseId: where.caseId })
    .whereNull('deletedAt')
    .first();
  if (!file) throw new HttpError(404, 'RECORD_NOT_FOUND', 'errors.recordNotFound');
  const ascii = file.originalName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  ctx.set(
    'Content-Disposition',
    `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
  );
  ctx.set('Cache-Control', 'private, no-store');
  ctx.type = file.mimeType;
  ctx.length = Number(file.sizeBytes);
  ctx.body = storage.open(file.storedName);
}
