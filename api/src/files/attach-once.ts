import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { v5 as uuidv5 } from 'uuid';
import { CaseEvent, CaseFile, type CaseKind } from '@claims/db';
import { presentCaseFile } from './case-files';
import type { FileStorage } from './storage';
import type { ReceivedFile } from './upload';

// Any fixed namespace works; this one only keeps case file ids apart from other name-based uuids.
const CASE_FILE_NAMESPACE = '8f7d3c1a-2b4e-4f6a-9c8d-1e2f3a4b5c6d';

export type AttachedFile = ReturnType<typeof presentCaseFile>;

/**
 * Attaches an uploaded file to a case at most once (issue 17).
 *
 * The file's id is derived from the case, the uploader, the document type, the name and the
 * content, so the same upload sent again (a retry after a lost answer or a 503) finds the row it
 * made instead of storing the file twice, and a file removed from a draft and sent again comes
 * back. The same file sent again once the case has moved on (the power of attorney sent for a
 * document request, then again for the settlement documents) is a new sending, not a retry: it is
 * dated now, so the step that asked for it counts it as sent, and logged again. `logged` (the case log through the workflow) runs inside the same transaction, under the
 * same id: when it fails the row is rolled back and the stored bytes removed, so a failed upload
 * leaves nothing behind; a retry logs under the same update id, so Temporal records it once.
 */
export async function attachCaseFileOnce(
  inScope: <T>(fn: (trx: Knex.Transaction) => Promise<T>) => Promise<T>,
  storage: FileStorage,
  target: { caseKind: CaseKind; caseId: string; uploadedBy: string },
  file: ReceivedFile,
  logged?: (attached: AttachedFile) => Promise<void>,
): Promise<AttachedFile> {
  const sha256 = createHash('sha256').update(file.content).digest('hex');
  const id = uuidv5(
    [target.caseKind, target.caseId, target.uploadedBy, file.documentType, file.originalName, sha256].join(
      '\n',
    ),
    CASE_FILE_NAMESPACE,
  );
  let stored: string | undefined;
  try {
    return await inScope(async (trx) => {
      // Two copies of one upload in flight at once wait for each other here.
      await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [id]);
      const existing = await CaseFile.query(trx)
        .where({ id })
        .select('id', 'deletedAt', 'uploadedAt')
        .first();
      let row: CaseFile | undefined;
      if (existing) {
        // Sent again as it was (a retry): the same row. Sent again after its removal, or after
        // the case moved on: restored, as uploaded now, so the case log records it again (its
        // update id carries the time).
        const sentAgain = !!existing.deletedAt || (await caseMovedOnSince(trx, target, existing.uploadedAt));
        const restore = sentAgain ? { deletedAt: null, uploadedAt: trx.fn.now() } : {};
        [row] = await CaseFile.query(trx)
          .patch({ id, ...restore })
          .where({ id })
          .returning('*');
      } else {
        stored = await storage.save(file.content);
        row = await CaseFile.query(trx)
          .insert({
            id,
            caseKind: target.caseKind,
            caseId: target.caseId,
            documentType: file.documentType as CaseFile['documentType'],
            originalName: file.originalName,
            storedName: stored,
            mimeType: file.mimeType,
            sizeBytes: file.content.length,
            sha256,
            uploadedBy: target.uploadedBy,
          })
          .returning('*');
      }
      const attached = presentCaseFile(row!);
      await logged?.(attached);
      return attached;
    });
  } catch (err) {
    if (stored) await storage.remove(stored).catch(() => undefined);
    throw err;
  }
}

/**
 * Whether the case changed status after `since`: a retry of an upload comes back within the
 * step it was sent in, while a step that asks for documents anew changes the status.
 */
async function caseMovedOnSince(
  trx: Knex.Transaction,
  target: { caseKind: CaseKind; caseId: string },
  since: Date,
): Promise<boolean> {
  const moved = await CaseEvent.query(trx)
    .where({ caseKind: target.caseKind, caseId: target.caseId })
    .where('doneAt', '>', since)
    .whereRaw('to_status is distinct from from_status')
    .select('id')
    .first();
  return !!moved;
}
