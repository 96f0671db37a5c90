import type { Context } from 'koa';
import multer from 'multer';
import { isDocumentTypeKey, shownFileName, type DocumentTypeKey } from '@claims/domain';
import { HttpError } from '../http-error';
import { extensionOf, KNOWN_EXTENSIONS, sniffFileType } from './sniff';

export interface ReceivedFile {
  originalName: string;
  documentType: DocumentTypeKey;
  mimeType: string;
  content: Buffer;
}

/**
 * Reads one multipart file (field `file`, with a `documentType` field) up to `maxBytes`, and
 * accepts it only when its content is an allowed type that matches its extension.
 */
export async function receiveFile(ctx: Context, maxBytes: number): Promise<ReceivedFile> {
  if (!ctx.is('multipart/form-data'))
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'errors.invalidFileType');
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024 },
    // Keep the name as sent, so a name with path parts is refused rather than silently cut.
    preservePath: true,
  }).single('file');
  const req = ctx.req as typeof ctx.req & { file?: Express.Multer.File; body?: Record<string, string> };
  try {
    await new Promise<void>((resolve, reject) =>
      parse(req as never, ctx.res as never, (err: unknown) => (err ? reject(err) : resolve())),
    );
  } catch (err) {
    // Which file, and the most it may be: "too large" alone leaves the person guessing how much.
    if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE')
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'errors.fileTooLarge', {
        name: shownFileName(sentName((err as MulterLimitError).filename ?? '')),
        maxBytes,
      });
    throw new HttpError(422, 'VALIDATION_FAILED', 'errors.validation', {}, { file: 'malformed upload' });
  }
  const file = req.file;
  const documentType = req.body?.documentType ?? '';
  if (!file) throw new HttpError(422, 'VALIDATION_FAILED', 'errors.validation', {}, { file: 'required' });
  if (!isDocumentTypeKey(documentType))
    throw new HttpError(422, 'VALIDATION_FAILED', 'errors.validation', {}, { documentType: 'unknown' });
  const originalName = sentName(file.originalname);
  // Each refusal says what is wrong with this file, by its name: a long name, an empty file, a
  // .pdf that is no PDF (renamed or damaged) each ask something different of the person.
  const shownName = shownFileName(originalName);
  if (!isSafeFileName(originalName))
    throw HttpError.of('INVALID_FILE_NAME', { name: shownName, max: MAX_FILE_NAME_LENGTH });
  if (file.buffer.length === 0) throw HttpError.of('EMPTY_FILE', { name: shownName });
  const extension = extensionOf(originalName);
  const sniffed = sniffFileType(file.buffer);
  if (sniffed?.extensions.includes(extension)) {
    return { originalName, documentType, mimeType: sniffed.mime, content: file.buffer };
  }
  // A name we take whose content is not what it says: renamed or damaged, not a wrong type.
  if (KNOWN_EXTENSIONS.has(extension))
    throw new HttpError(415, 'INVALID_FILE_TYPE', 'errors.fileContentMismatch', {
      name: shownName,
      extension: `.${extension}`,
    });
  throw new HttpError(415, 'INVALID_FILE_TYPE', 'errors.invalidFileType');
}

const MAX_FILE_NAME_LENGTH = 255;

/** multer 2 names the file its size limit stopped; its type declarations do not say so yet. */
type MulterLimitError = multer.MulterError & { filename?: string };

/** The file's name as the browser wrote it: multipart names arrive as UTF-8 read as latin1. */
const sentName = (raw: string) => Buffer.from(raw, 'latin1').toString('utf8');

/** A plain file name: no directory parts, no control characters, not `.` or `..`. */
export function isSafeFileName(name: string): boolean {
  const control = [...name].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
  return (
    name.length > 0 &&
    name.length <= MAX_FILE_NAME_LENGTH &&
    !control &&
    !/[/\\]/.test(name) &&
    !/^\.+$/.test(name)
  );
}
