import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { CaseKind } from '@claims/db';
import type { ApiConfig } from '../config';
import { HttpError } from '../http-error';
import { createFileStorage, type FileStorage } from './storage';
import type { ReceivedFile } from './upload';

interface CaseFileRow {
  id: string;
  document_type: string;
  original_name: string;
  stored_name: string;
  mime_type: string;
  size_bytes: string | number;
  uploaded_by: string | null;
  uploaded_at: Date;
  uploader_name?: string | null;
}

export const fileStorageFor = (config: ApiConfig): FileStorage =>
  createFileStorage(config.UPLOAD_DIR ?? path.join(config.DATA_DIR, 'uploads'));

/**
 * Stores a received file and its metadata. `trx` is the caller's (tenant-scoped) transaction, so
 * row-level security also guards the insert.
 */
export async function attachCaseFile(
  trx: Knex.Transaction,
  storage: FileStorage,
  target: { caseKind: CaseKind; caseId: string; uploadedBy: string },
  file: ReceivedFile,
) {
  const storedName = await storage.save(file.content);
  const [row] = await trx('case_files')
    .insert({
      case_kind: target.caseKind,
      case_id: target.caseId,
      document_type: file.documentType,
      original_name: file.originalName,
      stored_name: storedName,
      mime_type: file.mimeType,
      size_bytes: file.content.length,
      sha256: createHash('sha256').update(file.content).digest('hex'),
      uploaded_by: target.uploadedBy,
    })
    .returning('*');
  return presentCaseFile(row);
}

export async function listCaseFiles(trx: Knex.Transaction, caseKind: CaseKind, caseId: string) {
  const rows: CaseFileRow[] = await trx('case_files as f')
    .leftJoin('users as u', 'u.id', 'f.uploaded_by')
    .where({ 'f.case_kind': caseKind, 'f.case_id': caseId })
    .whereNull('f.deleted_at')
    .orderBy('f.uploaded_at')
    .select('f.*', trx.raw("u.name || ' ' || u.last_name as uploader_name"));
  return rows.map(presentCaseFile);
}

export function presentCaseFile(row: CaseFileRow) {
  return {
    id: row.id,
    documentType: row.document_type,
    name: row.original_name,
    size: Number(row.size_bytes),
    mimeType: row.mime_type,
    uploadedAt: new Date(row.uploaded_at).toISOString(),
    uploadedBy: row.uploaded_by,
    uploadedByName: row.uploader_name ?? null,
  };
}

/** Answers a stored file as a download; the caller has already checked the case is reachable. */
export async function sendCaseFile(
  ctx: Context,
  trx: Knex.Transaction,
  storage: FileStorage,
  where: { caseKind: CaseKind; caseId: string; fileId: string },
) {
  const row: CaseFileRow | undefined = await trx('case_files')
    .where({ id: where.fileId, case_kind: where.caseKind, case_id: where.caseId })
    .whereNull('deleted_at')
    .first();
  if (!row) throw new HttpError(404, 'RECORD_NOT_FOUND', 'errors.recordNotFound');
  const ascii = row.original_name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  ctx.set(
    'Content-Disposition',
    `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.original_name)}`,
  );
  ctx.set('Cache-Control', 'private, no-store');
  ctx.type = row.mime_type;
  ctx.length = Number(row.size_bytes);
  ctx.body = storage.open(row.stored_name);
}
