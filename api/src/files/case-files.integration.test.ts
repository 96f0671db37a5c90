import { api, stackForFile } from '../testing/stack-harness';
import { signedInEach } from '../testing/tokens';
import {
  brazilianRoute,
  fileProtestLetter,
  inspectionForm,
  letterBody,
  uploadFile,
} from '../testing/protest-builders';
import {
  PNG,
  fileReimbursement,
  requestBody,
  shippingRefs,
  uploadRequestFile,
} from '../testing/reimbursement-builders';

/**
 * Issue 15 item 6 on the server: a case's files open for whoever may see the case (client, its
 * broker, the assigned inspector, staff) and for nobody else (another company gets 404, as if the
 * file did not exist); the uploader removes a file of an open case, and the removal is logged.
 */
const run = stackForFile();
type Who = 'client' | 'broker' | 'other' | 'claims' | 'service' | 'inspector';
let as: Record<Who, Record<string, string>>;
let ports: { embarkation: string; discharge: string };
let inspectorId: string;

beforeAll(async () => {
  const db = run.stack.deps.db;
  as = await signedInEach(db, {
    client: ['client@example.com', 'pt-BR'],
    broker: ['broker@example.com', 'es'],
    other: 'other.client@example.com',
    claims: ['claims@example.com', 'es'],
    service: 'service@example.com',
    inspector: 'inspector@example.com',
  });
  ports = await brazilianRoute(db);
  inspectorId = (await db('users').where({ email: 'inspector@example.com' }).first('id')).id;
});

const call = (method: string, p: string, body: unknown, headers: Record<string, string>) =>
  api(run.stack.baseUrl, method, p, body, headers);
/** DELETE of a case file's path, as `who`. */
const remove = (path: string, who: Who) => call('DELETE', path, undefined, as[who]);
const download = (p: string, headers: Record<string, string>) =>
  fetch(`${run.stack.baseUrl}${p}`, { headers });
/** A photo uploaded to a letter by `who`. */
const uploadPhoto = (letterId: string, who: Record<string, string>, name: string) =>
  uploadFile(run.stack.baseUrl, letterId, who, {
    documentType: 'PHOTOS',
    name,
    content: PNG,
    type: 'image/png',
  });

async function letterWithInspection() {
  const letter = await fileProtestLetter(
    run.stack.baseUrl,
    call,
    as.client,
    letterBody(ports, { inspectionRequested: true }),
  );
  const act = (action: string, payload: unknown, who: Record<string, string>) =>
    call('POST', `/api/protest-letters/${letter.id}/actions/${action}`, payload, who);
  await act('requestInspection', inspectionForm, as.client);
  await act('scheduleInspection', { inspectorId, date: '2030-05-12', hour: '14:00' }, as.claims);
  return { id: letter.id as string, act };
}

describe("downloading a case's files", () => {
  it("answers a letter's photo to the client, its broker, the assigned inspector and staff, and 404 to another company", async () => {
    const letter = await letterWithInspection();
    const photo = await uploadPhoto(letter.id, as.client, 'contêiner avariado.png');
    expect(photo.status).toBe(201);
    const path = `/api/protest-letters/${letter.id}/files/${photo.body.id}`;
    for (const who of ['client', 'broker', 'inspector', 'claims', 'service'] as Who[]) {
      const res = await download(path, as[who]);
      expect({ who, status: res.status }).toEqual({ who, status: 200 });
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('content-disposition')).toContain(
        `filename*=UTF-8''${encodeURIComponent('contêiner avariado.png')}`,
      );
      expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    }
    const foreign = await download(path, as.other);
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe('CASE_NOT_FOUND');
    // A file id of another case, through a case one reaches, is not found either.
    const otherLetter = await letterWithInspection();
    expect(
      (await download(`/api/protest-letters/${otherLetter.id}/files/${photo.body.id}`, as.client)).status,
    ).toBe(404);
  });

  it("answers a request's document to its company and staff, 404 to another company and to an inspector", async () => {
    const refs = await shippingRefs(run.stack.deps.db);
    const request = await fileReimbursement(run.stack.baseUrl, call, as.client, requestBody(refs));
    const file = request.attachments.find((f: { documentType: string }) => f.documentType === 'PHOTOS');
    const path = `/api/reimbursements/${request.id}/files/${file.id}`;
    for (const who of ['client', 'broker', 'claims'] as Who[])
      expect((await download(path, as[who])).status).toBe(200);
    for (const who of ['other', 'inspector'] as Who[])
      expect((await download(path, as[who])).status).toBe(404);
  });
});

describe("removing a case's file (SPEC §4)", () => {
  it('lets only the uploader remove a file of an open letter, logs FILE_REMOVED and then answers 404 for it', async () => {
    const letter = await letterWithInspection();
    const photo = await uploadPhoto(letter.id, as.inspector, 'vistoria.png');
    const path = `/api/protest-letters/${letter.id}/files/${photo.body.id}`;

    const byClaims = await remove(path, 'claims');
    expect(byClaims.status).toBe(403);
    expect(byClaims.body.error).toMatchObject({
      code: 'FILE_NOT_YOURS',
      message: 'Solo quien subió el archivo puede eliminarlo.',
    });
    expect((await remove(path, 'other')).status).toBe(404);
    expect((await remove(path, 'service')).status).toBe(403);
    expect((await download(path, as.client)).status).toBe(200);

    // The letter's only damage report is mandatory (SPEC §5): its uploader cannot remove it.
    const files = (await call('GET', `/api/protest-letters/${letter.id}/files`, undefined, as.client)).body;
    const report = files.find((f: { documentType: string }) => f.documentType === 'DAMAGE_REPORT');
    const mandatory = await remove(`/api/protest-letters/${letter.id}/files/${report.id}`, 'client');
    expect(mandatory.status).toBe(409);
    expect(mandatory.body.error.code).toBe('FILE_REQUIRED');
    expect((await download(`/api/protest-letters/${letter.id}/files/${report.id}`, as.client)).status).toBe(
      200,
    );

    expect((await remove(path, 'inspector')).status).toBe(204);
    expect((await download(path, as.inspector)).status).toBe(404);
    expect((await remove(path, 'inspector')).status).toBe(404);
    const detail = await call('GET', `/api/protest-letters/${letter.id}`, undefined, as.claims);
    expect(detail.body.files.map((f: { id: string }) => f.id)).not.toContain(photo.body.id);
    const removal = await run.stack.deps
      .db('case_events')
      .where({ case_kind: 'protest_letter', case_id: letter.id, action: 'FILE_REMOVED' })
      .first('done_by', 'payload', 'to_status');
    expect(removal).toMatchObject({
      doneBy: inspectorId,
      toStatus: 'INSPECTION_SCHEDULED',
      payload: { fileId: photo.body.id, fileName: 'vistoria.png', documentType: 'PHOTOS' },
    });
  });

  it('lets the client remove its document from an open request, logged, and refuses once the request is closed', async () => {
    const refs = await shippingRefs(run.stack.deps.db);
    const request = await fileReimbursement(run.stack.baseUrl, call, as.client, requestBody(refs));
    const extra = await uploadRequestFile(run.stack.baseUrl, request.id, as.client, {
      documentType: 'OTHER',
      name: 'nota de débito.pdf',
    });
    const kept = await uploadRequestFile(run.stack.baseUrl, request.id, as.client, {
      documentType: 'OTHER',
      name: 'recibo.pdf',
    });
    const removed = await remove(`/api/reimbursements/${request.id}/files/${extra.body.id}`, 'client');
    expect(removed.status).toBe(204);
    const detail = await call('GET', `/api/reimbursements/${request.id}`, undefined, as.client);
    expect(detail.body.attachments.map((f: { id: string }) => f.id)).not.toContain(extra.body.id);
    expect(detail.body.log.map((e: { action: string }) => e.action)).toContain('FILE_REMOVED');
    // Another company's user does not even find it.
    expect((await remove(`/api/reimbursements/${request.id}/files/${kept.body.id}`, 'other')).status).toBe(
      404,
    );

    const closed = await call('POST', `/api/reimbursements/${request.id}/actions/close`, {}, as.claims);
    expect(closed.status).toBe(200);
    const refused = await remove(`/api/reimbursements/${request.id}/files/${kept.body.id}`, 'client');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'FILE_REMOVAL_CLOSED',
      message: 'Este processo não permite mais remover arquivos.',
    });
    expect(
      (await download(`/api/reimbursements/${request.id}/files/${kept.body.id}`, as.client)).status,
    ).toBe(200);
  });
});
