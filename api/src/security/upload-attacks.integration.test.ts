import { crc32, deflateRawSync } from 'node:zlib';
import { api, stackForFile } from '../testing/stack-harness';
import { signedIn } from '../testing/tokens';
import { postFile } from '../testing/upload';
import { PDF, PNG } from '../testing/reimbursement-builders';

/**
 * What a hostile uploader tries against a case's files: names that are paths or carry control
 * characters, content dressed up as another type, files that are two types at once, a file too
 * large, and an archive that expands to gigabytes.
 */
const MAX_BYTES = 256 * 1024;
const run = stackForFile({ settings: { UPLOAD_MAX_BYTES: String(MAX_BYTES) } });
let client: Record<string, string>;
let draftId: string;

beforeAll(async () => {
  client = await signedIn(run.stack.deps.db, 'client@example.com', 'en');
  draftId = (await api(run.stack.baseUrl, 'POST', '/api/reimbursements/drafts', { data: {} }, client)).body
    .id;
});

const upload = (name: string, content: Buffer, documentType = 'PHOTOS', type = 'application/octet-stream') =>
  postFile(run.stack.baseUrl, `/api/reimbursements/${draftId}/files`, client, {
    documentType,
    name,
    content,
    type,
  });

/** One stored (uncompressed-size-declared) zip entry, deflated: enough of a zip for the sniffer. */
function zipOf(name: string, inflated: Buffer): Buffer {
  const data = deflateRawSync(inflated, { level: 9 });
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(crc32(inflated), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(inflated.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc32(inflated), 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(inflated.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralAt = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

describe('upload attacks', () => {
  it('refuses names with path parts or control characters, and stores nothing', async () => {
    for (const name of [
      '../../../etc/passwd.png',
      '..\\..\\windows\\win.ini.png',
      '/abs/photo.png',
      'photo\u0000.exe.png',
      'photo\r\nX-Injected: 1.png',
      'photo\u001b[31m.png',
      '..',
      'x'.repeat(300) + '.png',
    ]) {
      const res = await upload(name, PNG);
      expect({ name, status: res.status }).toEqual({ name, status: 422 });
    }
    expect(
      await run.stack.deps.db('case_files').where({ case_id: draftId }).count({ n: '*' }).first(),
    ).toEqual({
      n: '0',
    });
  });

  it('refuses content that is not what its extension says, and types the portal does not take', async () => {
    // A name we take whose content is not what it says is named as renamed or damaged; a type we
    // never take is a wrong type; an empty file is said to be empty. None is stored.
    const renamed = (name: string, extension: string) =>
      `The content of "${name}" is not a valid ${extension}: it may be damaged or renamed.`;
    const cases: [string, Buffer, number, string][] = [
      ['invoice.pdf', PNG, 415, renamed('invoice.pdf', '.pdf')],
      ['photo.png', PDF, 415, renamed('photo.png', '.png')],
      ['photo.png', Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), 415, renamed('photo.png', '.png')],
      ['page.html', Buffer.from('<html><script>alert(1)</script></html>'), 415, 'File type is incorrect!'],
      [
        'image.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        415,
        'File type is incorrect!',
      ],
      ['notes.txt', Buffer.from([0x00, 0x01, 0x02, 0x41]), 415, renamed('notes.txt', '.txt')],
      [
        'empty.pdf',
        Buffer.alloc(0),
        422,
        'The file "empty.pdf" is empty (0 bytes). Check the file and send it again.',
      ],
    ];
    for (const [name, content, status, message] of cases) {
      const res = await upload(name, content, 'PHOTOS', 'image/png');
      expect({ name, status: res.status, message: res.body.error.message }).toEqual({
        name,
        status,
        message,
      });
    }
    expect(await run.stack.deps.db('case_files').where({ case_id: draftId })).toEqual([]);
  });

  it('serves a polyglot (a GIF that is also HTML with a script) only as an image download', async () => {
    const polyglot = Buffer.from(
      'GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;<script>alert(document.cookie)</script>',
      'latin1',
    );
    const res = await upload('polyglot.gif', polyglot);
    expect(res.status).toBe(201);
    const download = await fetch(`${run.stack.baseUrl}/api/reimbursements/${draftId}/files/${res.body.id}`, {
      headers: client,
    });
    expect(download.status).toBe(200);
    // The browser is told what it is, not to guess, not to render it, and not to run scripts.
    expect(download.headers.get('content-type')).toBe('image/gif');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(download.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('refuses a file over the limit with 413 and keeps nothing of it', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_BYTES, 0x20)]);
    const res = await upload('big.pdf', big, 'COMMERCIAL_INVOICE');
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('never expands an archive bomb: a zip of 64 MB of zeros is refused as .zip and kept as sent as .xlsx', async () => {
    const bomb = zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(64 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(MAX_BYTES);
    const rss = process.memoryUsage().rss;
    const asZip = await upload('claim.zip', bomb, 'COMMERCIAL_INVOICE');
    expect(asZip.status).toBe(415);
    const asSheet = await upload('claim.xlsx', bomb, 'COMMERCIAL_INVOICE');
    expect(asSheet.status).toBe(201);
    expect(asSheet.body.size).toBe(bomb.length);
    const stored = await run.stack.deps.db('case_files').where({ id: asSheet.body.id }).first('size_bytes');
    expect(Number(stored.sizeBytes)).toBe(bomb.length);
    // The api runs in this process: had it inflated the entry, 64 MB more would be resident.
    expect(process.memoryUsage().rss - rss).toBeLessThan(48 * 1024 * 1024);
  });
});
