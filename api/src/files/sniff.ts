/**
 * What a file is, by its first bytes (never by its name or the browser's word), for the types
 * the portal accepts. `extensions` are the names such content may carry.
 */
export interface SniffedType {
  mime: string;
  extensions: readonly string[];
}

const starts = (buf: Buffer, bytes: readonly number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const PDF = { mime: 'application/pdf', extensions: ['pdf'] };
const PNG = { mime: 'image/png', extensions: ['png'] };
const JPEG = { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] };
const GIF = { mime: 'image/gif', extensions: ['gif'] };
const WEBP = { mime: 'image/webp', extensions: ['webp'] };
const XLSX = {
  mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  extensions: ['xlsx'],
};
const DOCX = {
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  extensions: ['docx'],
};
const TEXT = { mime: 'text/plain', extensions: ['txt', 'csv'] };

/** Every extension a file the portal accepts may carry. */
export const KNOWN_EXTENSIONS: ReadonlySet<string> = new Set(
  [PDF, PNG, JPEG, GIF, WEBP, XLSX, DOCX, TEXT].flatMap((type) => type.extensions),
);

export function sniffFileType(buf: Buffer): SniffedType | undefined {
  if (starts(buf, ascii('%PDF-'))) return PDF;
  if (starts(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (starts(buf, [0xff, 0xd8, 0xff])) return JPEG;
  if (starts(buf, ascii('GIF87a')) || starts(buf, ascii('GIF89a'))) return GIF;
  if (starts(buf, ascii('RIFF')) && starts(buf, ascii('WEBP'), 8)) return WEBP;
  if (starts(buf, [0x50, 0x4b, 0x03, 0x04])) {
    // Office Open XML is a zip; its part names (in the local headers) say which kind.
    const names = buf.toString('latin1');
    if (names.includes('word/')) return DOCX;
    if (names.includes('xl/')) return XLSX;
    return undefined;
  }
  return isPlainText(buf) ? TEXT : undefined;
}

/** UTF-8 without NUL or other control bytes (tabs and line breaks aside). */
function isPlainText(buf: Buffer): boolean {
  if (buf.length === 0) return false;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
    // eslint-disable-next-line no-control-regex
    return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text);
  } catch {
    return false;
  }
}

export const extensionOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');
