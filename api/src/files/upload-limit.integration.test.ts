import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, stackForFile } from '../testing/stack-harness';
import { signedIn } from '../testing/tokens';
import { postFile } from '../testing/upload';
import { PDF } from '../testing/reimbursement-builders';

/**
 * The most one uploaded file may weigh (UPLOAD_MAX_BYTES, here lowered to 256 KiB): a tester sent
 * 21 MB and read only "the content sent exceeds the maximum size allowed". The refusal names the
 * file and the limit in the caller's language, keeps nothing of the file, and the session's
 * profile tells the upload screens the limit before anything is sent.
 */
const MAX_BYTES = 256 * 1024;
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-upload-limit-'));
const run = stackForFile({ settings: { UPLOAD_MAX_BYTES: String(MAX_BYTES), UPLOAD_DIR: uploadDir } });

afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));

/** Every file under the upload directory, however deep. */
const storedFiles = () =>
  fs.readdirSync(uploadDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

describe('a file over the upload limit', () => {
  it.each([
    [
      'es',
      'El archivo "factura-março.pdf" supera el tamaño máximo de 256 KB por archivo. Elija un archivo más pequeño.',
    ],
    [
      'pt-BR',
      'O arquivo "factura-março.pdf" excede o tamanho máximo de 256 KB por arquivo. Escolha um arquivo menor.',
    ],
    [
      'en',
      'The file "factura-março.pdf" exceeds the maximum size of 256 KB per file. Choose a smaller file.',
    ],
  ])(
    'is refused in %s with 413, naming the file and the limit, and nothing of it is kept',
    async (locale, message) => {
      const client = await signedIn(run.stack.deps.db, 'client@example.com', locale);
      const draft = await api(run.stack.baseUrl, 'POST', '/api/reimbursements/drafts', { data: {} }, client);
      const res = await postFile(run.stack.baseUrl, `/api/reimbursements/${draft.body.id}/files`, client, {
        documentType: 'COMMERCIAL_INVOICE',
        name: 'factura-março.pdf',
        content: Buffer.concat([PDF, Buffer.alloc(MAX_BYTES, 0x20)]),
        type: 'application/pdf',
      });
      expect(res.status).toBe(413);
      expect(res.body.error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message });
      expect(await run.stack.deps.db('case_files').where({ case_id: draft.body.id })).toEqual([]);
      expect(storedFiles()).toEqual([]);
    },
  );
});

it("tells the upload screens the limit with the session's user: the largest file it takes", async () => {
  const client = await signedIn(run.stack.deps.db, 'client@example.com', 'es');
  const me = await api(run.stack.baseUrl, 'GET', '/api/auth/me', undefined, client);
  expect(me.status).toBe(200);
  expect(me.body.uploadMaxBytes).toBe(MAX_BYTES);
  // The screens refuse only what is larger: a file of exactly the limit is taken.
  const draft = await api(run.stack.baseUrl, 'POST', '/api/reimbursements/drafts', { data: {} }, client);
  const res = await postFile(run.stack.baseUrl, `/api/reimbursements/${draft.body.id}/files`, client, {
    documentType: 'COMMERCIAL_INVOICE',
    name: 'factura.pdf',
    content: Buffer.concat([PDF, Buffer.alloc(me.body.uploadMaxBytes - PDF.length, 0x20)]),
    type: 'application/pdf',
  });
  expect(res.status).toBe(201);
  expect(res.body.size).toBe(MAX_BYTES);
});
