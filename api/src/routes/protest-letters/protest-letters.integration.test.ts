import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, startTestStack, type TestStack } from '../../testing/stack-harness';
import { signedIn, signedInEach } from '../../testing/tokens';
import { until } from '@claims/workers/testing/jobs-harness';
import {
  fileProtestLetter,
  inspectionForm,
  inspectionToday,
  letterBody,
  uploadFile,
} from '../../testing/protest-builders';
import { fileReimbursement, requestBody, shippingRefs } from '../../testing/reimbursement-builders';
import { protestWorkflowId } from '@claims/workflows';
import { officeNow, protest, translate } from '@claims/domain';

let stack: TestStack;
let as: Record<'client' | 'other' | 'claims' | 'inspector' | 'master' | 'service', Record<string, string>>;
let ports: { embarkation: string; discharge: string; argentine: string };
let inspectorId: string;
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-uploads-'));

beforeAll(async () => {
  process.env.UPLOAD_DIR = uploadDir;
  process.env.UPLOAD_MAX_BYTES = String(64 * 1024);
  stack = await startTestStack();
  const db = stack.deps.db;
  as = await signedInEach(db, {
    client: 'client@example.com',
    other: 'other.client@example.com',
    claims: 'claims@example.com',
    inspector: 'inspector@example.com',
    master: 'master@example.com',
    service: 'service@example.com',
  });
  const br = await db('ports').where({ country: 'BR' }).orderBy('code').limit(2).pluck('id');
  const ar = await db('ports').where({ country: 'AR' }).first('id');
  ports = { embarkation: br[0], discharge: br[1], argentine: ar.id };
  inspectorId = (await db('users').where({ email: 'inspector@example.com' }).first('id')).id;
});
afterAll(async () => {
  await stack?.stop();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

const call = (method: string, p: string, body: unknown, headers: Record<string, string>) =>
  api(stack.baseUrl, method, p, body, headers);
const file = (overrides: Record<string, unknown> = {}, who = as.client) =>
  fileProtestLetter(stack.baseUrl, call, who, letterBody(ports, overrides));
const act = (id: string, action: string, payload: unknown, who: Record<string, string>) =>
  call('POST', `/api/protest-letters/${id}/actions/${action}`, payload, who);
/** Links a letter to a reimbursement request, as `who`. */
const link = (letterId: string, reimbursementRequestId: string, who: Record<string, string>) =>
  act(letterId, 'linkReimbursement', { reimbursementRequestId }, who);
/** The outbox rows of a letter's workflow (event keys `protest-<id>:...`). */
const letterOutbox = (letterId: string) =>
  stack.deps.db('outbox').where('event_key', 'like', `protest-${letterId}:%`);
/** The payload of a letter's first notice of `kind`, once it is written. */
const noticePayload = (what: string, letterId: string, kind: string) =>
  until(what, async () => (await letterOutbox(letterId).where({ kind }).first('payload'))?.payload);

describe('filing a protest letter', () => {
  it('files a letter with a generated reference and protocol, adds divergence damages and starts protest-<id>', async () => {
    const letter = await file();
    expect(letter.reference).toMatch(/^CP-\d{4}-\d{6}$/);
    expect(letter.protocol).toMatch(/^\d{14}$/);
    // Dated the day it was filed at its office (São Paulo), not the database's UTC day.
    expect(letter.protocol.slice(0, 8)).toBe(officeNow('BR').date.replaceAll('-', ''));
    expect(letter.status).toBe('REGISTERED');
    expect(letter.office).toBe('BR');
    expect(letter.lateNotice).toBe(false);
    expect(letter.containers[0].damages).toEqual(['DENTED_SCRATCHED_RUSTED', 'SEAL_DIVERGENCE']);
    expect(letter.files).toHaveLength(4);
    expect(letter.log.map((e: { action: string }) => e.action)).toEqual(['PROTEST_LETTER_FILED']);
    const described = await stack.deps.temporal.workflow.getHandle(protestWorkflowId(letter.id)).describe();
    expect(described.status.name).toBe('RUNNING');
    const outbox = await letterOutbox(letter.id);
    // Claims hears of the letter, and whoever filed it gets one confirmation.
    const filer = await stack.deps.db('users').where({ email: 'client@example.com' }).first('id');
    expect(outbox.map((o) => [o.eventKey, o.kind]).sort()).toEqual(
      [
        [`protest-${letter.id}:1:claims`, 'PROTEST_LETTER_FILED'],
        [`protest-${letter.id}:1:${filer.id}`, 'PROTEST_LETTER_RECEIVED'],
      ].sort(),
    );
  });

  it('refuses a letter without its mandatory files with the localized message', async () => {
    const draft = await call('POST', '/api/protest-letters/drafts', { data: {} }, as.client);
    await uploadFile(stack.baseUrl, draft.body.id, as.client, {
      documentType: 'DAMAGE_REPORT',
      name: 'a.pdf',
    });
    const body = { ...letterBody(ports), draftId: draft.body.id };
    const pt = await call('POST', '/api/protest-letters', body, as.client);
    expect(pt.status).toBe(422);
    expect(pt.body.error.code).toBe('PROTEST_MANDATORY_FILES');
    expect(pt.body.error.message).toBe('Verifique se todos os campos obrigatórios foram preenchidos.');
    const en = await call('POST', '/api/protest-letters', body, { ...as.client, 'Content-Language': 'en' });
    expect(en.body.error.message).toBe('Check that all mandatory fields are filled in.');
  });

  it('flags a letter filed after the notice period of its regime (Hague-Visby 3 days outside Brazil)', async () => {
    const old = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    const argentine = await file({ portOfDischargeId: ports.argentine, dischargeDate: old });
    expect(argentine.office).toBe('AR');
    expect(argentine.lateNotice).toBe(true);
    const brazilian = await file({ dischargeDate: old });
    expect(brazilian.lateNotice).toBe(false);
    const late = await call(
      'GET',
      `/api/protest-letters?filter=${encodeURIComponent('{"lateNotice":true}')}&range=[0,99]`,
      undefined,
      as.claims,
    );
    const ids = late.body.map((l: { id: string }) => l.id);
    expect(ids).toContain(argentine.id);
    expect(ids).not.toContain(brazilian.id);
  });
});

describe('drafts', () => {
  it('saves, lists, resumes and deletes a draft without starting a workflow', async () => {
    const created = await call('POST', '/api/protest-letters/drafts', { data: { ship: 'MSC' } }, as.client);
    expect(created.status).toBe(201);
    const listed = await call('GET', '/api/protest-letters/drafts', undefined, as.client);
    expect(listed.body.map((d: { id: string }) => d.id)).toContain(created.body.id);
    const resumed = await call(
      'PUT',
      `/api/protest-letters/drafts/${created.body.id}`,
      { data: { ship: 'MSC Beta' } },
      as.client,
    );
    expect(resumed.body.data).toEqual({ ship: 'MSC Beta' });
    await expect(
      stack.deps.temporal.workflow.getHandle(protestWorkflowId(created.body.id)).describe(),
    ).rejects.toThrow();
    const notALetter = await call('GET', `/api/protest-letters/${created.body.id}`, undefined, as.client);
    expect(notALetter.status).toBe(404);
    expect(
      (await call('DELETE', `/api/protest-letters/drafts/${created.body.id}`, undefined, as.client)).status,
    ).toBe(204);
    const gone = await call('GET', `/api/protest-letters/drafts/${created.body.id}`, undefined, as.client);
    expect(gone.status).toBe(404);
    const others = await call('GET', `/api/protest-letters/drafts/${created.body.id}`, undefined, as.other);
    expect(others.status).toBe(404);
  });
});

describe('the inspection and analysis path', () => {
  it('walks 2 → 7 → 3 → 4 → 5 → 6, writing the inspection row, the log and the outbox', async () => {
    const letter = await file({ inspectionRequested: true });
    expect(letter.status).toBe('AWAITING_INSPECTION_REQUEST');
    const requested = await act(letter.id, 'requestInspection', inspectionForm, as.client);
    expect(requested.status).toBe(200);
    expect(requested.body.status).toBe('INSPECTION_REQUESTED');
    expect(requested.body.inspection).toMatchObject({ status: 1, name: 'Maria Souza', hour: '09:30' });

    const scheduled = await act(
      letter.id,
      'scheduleInspection',
      { inspectorId, date: '2030-05-12', hour: '14:00' },
      as.claims,
    );
    expect(scheduled.body.status).toBe('INSPECTION_SCHEDULED');
    expect(scheduled.body.inspection).toMatchObject({ status: 2, inspectorId, date: '2030-05-12' });
    // The notice names whom to meet: the request's name and its contact, with the phone.
    const visit = await noticePayload('the scheduling notice', letter.id, 'INSPECTION_SCHEDULED');
    expect(visit).toMatchObject({ contactName: 'Maria Souza – Armazém 4', telephone: '+55 13 99999 0000' });

    const seen = await call('GET', `/api/protest-letters/${letter.id}`, undefined, as.inspector);
    expect(seen.status).toBe(200);
    expect(seen.body).not.toHaveProperty('reimbursementSuggestion');
    expect(seen.body.allowedActions).toEqual(['recordInspectionResult']);

    // Before the day it is scheduled for (at the office) a result is refused, naming the day, and nothing moves.
    const early = {
      result: 'POSITIVE',
      observation: 'Avaria confirmada na porta',
      analysisStatement: 'Avaria ocorrida durante o transporte marítimo',
    };
    const tooSoon = await act(letter.id, 'recordInspectionResult', early, as.inspector);
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.error).toEqual({
      code: 'INSPECTION_NOT_YET_HELD',
      message:
        'A vistoria está agendada para 12/05/2030: o resultado só pode ser registrado a partir desse dia.',
    });
    const tooSoonEs = await act(letter.id, 'recordInspectionResult', early, {
      ...as.inspector,
      'Content-Language': 'es',
    });
    expect(tooSoonEs.body.error.message).toBe(
      'La inspección está programada para el 12/05/2030: el resultado solo puede registrarse a partir de ese día.',
    );
    const unmoved = await call('GET', `/api/protest-letters/${letter.id}`, undefined, as.inspector);
    expect(unmoved.body.status).toBe('INSPECTION_SCHEDULED');
    expect(unmoved.body.log).toHaveLength(scheduled.body.log.length);
    // Moved to today, the visit's result may be recorded.
    const movedToToday = await act(
      letter.id,
      'scheduleInspection',
      { inspectorId, ...inspectionToday('BR') },
      as.claims,
    );
    expect(movedToToday.status).toBe(200);
    // The inspector's reminder, due at once for a visit today, says when and where it is.
    const reminder = await noticePayload('the inspector reminder', letter.id, 'INSPECTOR_REMINDER');
    const today = inspectionToday('BR');
    expect(reminder).toMatchObject({
      recipient: inspectorId,
      date: today.date.split('-').reverse().join('/'),
      hour: today.hour,
      address: inspectionForm.address,
    });
    // The reminder is the team's and the inspector's business: the client's log leaves it out.
    const actionsFor = async (who: Record<string, string>) =>
      (await call('GET', `/api/protest-letters/${letter.id}`, undefined, who)).body.log.map(
        (e: { action: string }) => e.action,
      );
    expect(await actionsFor(as.claims)).toContain('INSPECTOR_REMINDER');
    expect(await actionsFor(as.client)).not.toContain('INSPECTOR_REMINDER');

    const noObservation = await act(
      letter.id,
      'recordInspectionResult',
      { result: 'POSITIVE' },
      as.inspector,
    );
    expect(noObservation.status).toBe(422);
    // SPEC §5: the analysis statement is required too, apart from the observation.
    const noStatement = await act(
      letter.id,
      'recordInspectionResult',
      { result: 'POSITIVE', observation: 'Avaria confirmada na porta', analysisStatement: '   ' },
      as.inspector,
    );
    expect(noStatement.status).toBe(422);
    expect(noStatement.body.error.fields).toHaveProperty('analysisStatement');
    const photo = await uploadFile(stack.baseUrl, letter.id, as.inspector, {
      documentType: 'SURVEY_REPORT',
      name: 'laudo.pdf',
    });
    expect(photo.status).toBe(201);
    const concluded = await act(
      letter.id,
      'recordInspectionResult',
      {
        result: 'POSITIVE',
        observation: 'Avaria confirmada na porta',
        analysisStatement: 'Avaria ocorrida durante o transporte marítimo',
        fileIds: [photo.body.id],
      },
      as.inspector,
    );
    expect(concluded.body.status).toBe('CONCLUDED');
    expect(concluded.body.inspection).toMatchObject({
      status: 3,
      result: 'POSITIVE',
      observation: 'Avaria confirmada na porta',
      analysisStatement: 'Avaria ocorrida durante o transporte marítimo',
    });

    const forClient = await call('GET', `/api/protest-letters/${letter.id}`, undefined, as.client);
    expect(forClient.body.reimbursementSuggestion).toMatchObject({
      protestLetterId: letter.id,
      billOfLading: 'MSCUSSZ123456',
    });
    // The client takes the offer: a reimbursement draft pre-filled from the letter, with its files.
    const offered = await call(
      'POST',
      `/api/protest-letters/${letter.id}/reimbursement-draft`,
      {},
      as.client,
    );
    expect(offered.status).toBe(201);
    expect(offered.body.data.shipping).toMatchObject({
      blOrCte: 'MSCUSSZ123456',
      containers: ['MSCU1234566'],
    });
    const resumed = await call('GET', `/api/reimbursements/drafts/${offered.body.id}`, undefined, as.client);
    expect(resumed.status).toBe(200);
    const letterFiles = await stack.deps
      .db('case_files')
      .where({ case_id: letter.id })
      .count({ n: '*' })
      .first();
    expect(resumed.body.attachments).toHaveLength(Number(letterFiles?.n));
    // Each copy is still credited to whoever sent it to the letter (the inspector's photos too).
    const senders = await stack.deps.db('case_files').where({ case_id: letter.id }).pluck('uploaded_by');
    expect(resumed.body.attachments.map((f: { uploadedBy: string }) => f.uploadedBy).sort()).toEqual(
      senders.sort(),
    );
    const other = await signedIn(stack.deps.db, 'other.client@example.com');
    expect(
      (await call('POST', `/api/protest-letters/${letter.id}/reimbursement-draft`, {}, other)).status,
    ).toBe(404);

    const kinds = await letterOutbox(letter.id).pluck('kind');
    expect(kinds).toEqual(
      expect.arrayContaining([
        'INSPECTION_SCHEDULED',
        'INSPECTION_CONCLUDED',
        'PROTEST_REIMBURSEMENT_SUGGESTED',
      ]),
    );
    // One notice per event: the client hears of the POSITIVE result once, with the offer of a request.
    const resultNotices = await letterOutbox(letter.id)
      .whereIn('kind', ['INSPECTION_CONCLUDED', 'PROTEST_REIMBURSEMENT_SUGGESTED'])
      .select('kind', stack.deps.db.raw("payload->>'recipient' as recipient"));
    expect(resultNotices.filter((r) => r.recipient !== 'case-analysts').map((r) => r.kind)).toEqual([
      'PROTEST_REIMBURSEMENT_SUGGESTED',
    ]);

    expect((await act(letter.id, 'openAnalysis', {}, as.claims)).body.status).toBe('UNDER_ANALYSIS');
    expect((await act(letter.id, 'concludeAnalysis', {}, as.claims)).status).toBe(422);
    const done = await act(
      letter.id,
      'concludeAnalysis',
      { analysisStatement: 'Avaria procedente' },
      as.claims,
    );
    expect(done.body.status).toBe('ANALYSIS_CONCLUDED');
    expect(done.body.analysisStatement).toBe('Avaria procedente');
    // The visit moved to today is within the inspector's 24-hour reminder, which fires when its timer does.
    const steps = done.body.log
      .map((e: { action: string }) => e.action)
      .filter((a: string) => a !== 'INSPECTOR_REMINDER');
    expect(steps).toEqual([
      'PROTEST_LETTER_FILED',
      'INSPECTION_REQUESTED',
      'INSPECTION_SCHEDULED',
      // Moved to today: read as the reschedule it is.
      'INSPECTION_RESCHEDULED',
      'INSPECTION_CONCLUDED',
      'ANALYSIS_OPENED',
      'ANALYSIS_CONCLUDED',
    ]);
    const row = await stack.deps.db('protest_letters').where({ id: letter.id }).first();
    expect(row.status).toBe(6);

    const history = await call('GET', `/api/protest-letters/${letter.id}/history`, undefined, as.claims);
    expect(history.status).toBe(200);
    expect(history.body.temporalUiUrl).toMatch(new RegExp(`/workflows/protest-${letter.id}$`));
    // The viewer names the case by its reference, not by its workflow id.
    expect(history.body.reference).toBe(row.reference);
    const updates = history.body.events.filter(
      (e: { type: string }) => e.type === 'WORKFLOW_EXECUTION_UPDATE_ACCEPTED',
    );
    expect(updates.map((u: { update: string }) => u.update)).toContain('protest.scheduleInspection');
    expect(
      history.body.events.some(
        (e: { type: string; activity?: string }) => e.activity === 'recordProtestTransition',
      ),
    ).toBe(true);
    expect(
      (await call('GET', `/api/protest-letters/${letter.id}/history`, undefined, as.client)).status,
    ).toBe(403);
  });

  it('cancels an inspection (→ 8) and analyses the letter afterwards', async () => {
    const letter = await file({ inspectionRequested: true });
    await act(letter.id, 'requestInspection', inspectionForm, as.client);
    const cancelled = await act(letter.id, 'cancelInspection', { reason: 'Carga já liberada' }, as.claims);
    expect(cancelled.body.status).toBe('INSPECTION_CANCELLED');
    expect(cancelled.body.inspection.status).toBe(4);
    expect((await act(letter.id, 'openAnalysis', {}, as.claims)).body.status).toBe('UNDER_ANALYSIS');
  });

  it('refuses an illegal action with a localized 409 that changes nothing', async () => {
    const letter = await file();
    const pt = await act(letter.id, 'concludeAnalysis', { analysisStatement: 'x' }, as.claims);
    expect(pt.status).toBe(409);
    expect(pt.body.error.code).toBe('ILLEGAL_TRANSITION');
    const es = await act(
      letter.id,
      'concludeAnalysis',
      { analysisStatement: 'x' },
      { ...as.claims, 'Content-Language': 'es' },
    );
    expect(es.body.error.message).not.toBe(pt.body.error.message);
    const clientSchedules = await act(letter.id, 'openAnalysis', {}, as.client);
    expect(clientSchedules.status).toBe(409);
    const after = await call('GET', `/api/protest-letters/${letter.id}`, undefined, as.claims);
    expect(after.body.log).toHaveLength(1);
    expect(after.body.status).toBe('REGISTERED');
  });

  it('acts once for a retried command with the same Idempotency-Key', async () => {
    const letter = await file();
    const headers = { ...as.claims, 'Idempotency-Key': `open-${letter.id}` };
    const first = await act(letter.id, 'openAnalysis', {}, headers);
    const again = await act(letter.id, 'openAnalysis', {}, headers);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.log.map((e: { action: string }) => e.action)).toEqual([
      'PROTEST_LETTER_FILED',
      'ANALYSIS_OPENED',
    ]);
  });

  it('links a letter to a reimbursement request of the same client', async () => {
    const letter = await file();
    // Filed whole, as the api requires: a draft with its documents, then the submission.
    const request = await fileReimbursement(
      stack.baseUrl,
      call,
      as.client,
      requestBody(await shippingRefs(stack.deps.db)),
    );
    const linked = await link(letter.id, request.id, as.client);
    expect(linked.status).toBe(200);
    expect(linked.body.reimbursementRequestId).toBe(request.id);
    expect(linked.body.log.at(-1).action).toBe('LETTER_OF_PROTEST_LINKED');
  });
});

describe('linking a closed reimbursement request', () => {
  it('is refused (422) in the reader’s language, the letter left unlinked; the console is offered only open ones', async () => {
    const letter = await file();
    const refs = await shippingRefs(stack.deps.db);
    const closedRequest = await fileReimbursement(stack.baseUrl, call, as.client, requestBody(refs));
    const openRequest = await fileReimbursement(stack.baseUrl, call, as.client, requestBody(refs));
    const closed = await call('POST', `/api/reimbursements/${closedRequest.id}/actions/close`, {}, as.claims);
    expect(closed.body.analysisStatus).toBe('PROCESS_CLOSED');
    const before = await call('GET', `/api/protest-letters/${letter.id}`, undefined, as.claims);

    for (const locale of ['pt-BR', 'en', 'es']) {
      const refused = await link(letter.id, closedRequest.id, { ...as.claims, 'Content-Language': locale });
      expect(refused.status).toBe(422);
      expect(refused.body.error.fields).toEqual({
        reimbursementRequestId: translate(locale, 'validation.linkedRequestClosed', {
          reference: closedRequest.reference,
        }),
      });
    }
    const after = await call('GET', `/api/protest-letters/${letter.id}`, undefined, as.claims);
    expect(after.body.reimbursementRequestId).toBeNull();
    expect(after.body.log).toHaveLength(before.body.log.length);
    expect(after.body.allowedActions).toContain('linkReimbursement');

    // What the console's "Vincular" offers: the client's requests not closed, each with its BL/CT-e and vessel.
    const filter = encodeURIComponent(
      JSON.stringify({ clientId: letter.clientId, analysisStatus: protest.LINKABLE_REQUEST_STATUSES }),
    );
    const offered = await call(
      'GET',
      `/api/reimbursements?filter=${filter}&range=[0,99]`,
      undefined,
      as.claims,
    );
    expect(offered.status).toBe(200);
    const ids = offered.body.map((r: { id: string }) => r.id);
    expect(ids).toContain(openRequest.id);
    expect(ids).not.toContain(closedRequest.id);
    const vessel = await stack.deps.db('vessels').where({ id: refs.vesselId }).first('name');
    expect(offered.body.find((r: { id: string }) => r.id === openRequest.id)).toMatchObject({
      blOrCte: openRequest.blOrCte,
      vesselName: vessel.name,
    });

    const linked = await link(letter.id, openRequest.id, as.claims);
    expect(linked.status).toBe(200);
  });
});

describe('an inspection for an hour already past at the letter’s office', () => {
  /** The office's clock past its first minute of the day, so that 00:00 today has passed there. */
  async function pastMidnightAtTheOffices() {
    while (officeNow('BR').time === '00:00' || officeNow('AR').time === '00:00')
      await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  /** The refusal as the reader reads it, whatever minute it is at the office. */
  const pastHour = (locale: string, zone: string) => {
    const [before, after] = translate(locale, 'validation.date.pastHour', { zone, now: '@' })
      .split('@')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return new RegExp(`^${before}\\d{2}:\\d{2}${after}$`);
  };

  it('is refused (422) when the client requests it and when claims schedules it, naming the zone, and nothing changes', async () => {
    await pastMidnightAtTheOffices();
    const letter = await file({ inspectionRequested: true });
    const passed = { date: officeNow('BR').date, hour: '00:00' };
    for (const locale of ['pt-BR', 'en', 'es']) {
      const refused = await act(
        letter.id,
        'requestInspection',
        { ...inspectionForm, ...passed },
        { ...as.client, 'Content-Language': locale },
      );
      expect(refused.status).toBe(422);
      expect(refused.body.error.fields.hour).toMatch(pastHour(locale, 'São Paulo'));
    }
    const unrequested = await call('GET', `/api/protest-letters/${letter.id}`, undefined, as.client);
    expect(unrequested.body.status).toBe('AWAITING_INSPECTION_REQUEST');
    expect(unrequested.body.log.map((e: { action: string }) => e.action)).toEqual(['PROTEST_LETTER_FILED']);

    // An Argentine letter's visit, scheduled by claims: Buenos Aires is the clock it is refused on.
    const argentine = await file({ portOfDischargeId: ports.argentine, inspectionRequested: true });
    expect(argentine.office).toBe('AR');
    expect((await act(argentine.id, 'requestInspection', inspectionForm, as.client)).status).toBe(200);
    const requested = await call('GET', `/api/protest-letters/${argentine.id}`, undefined, as.claims);
    const todayThere = { date: officeNow('AR').date, hour: '00:00' };
    for (const locale of ['pt-BR', 'en', 'es']) {
      const refused = await act(
        argentine.id,
        'scheduleInspection',
        { inspectorId, ...todayThere },
        { ...as.claims, 'Content-Language': locale },
      );
      expect(refused.status).toBe(422);
      expect(refused.body.error.fields.hour).toMatch(pastHour(locale, 'Buenos Aires'));
    }
    const unscheduled = await call('GET', `/api/protest-letters/${argentine.id}`, undefined, as.claims);
    expect(unscheduled.body.status).toBe('INSPECTION_REQUESTED');
    expect(unscheduled.body.log).toHaveLength(requested.body.log.length);
    expect(await letterOutbox(argentine.id).where({ kind: 'INSPECTOR_REMINDER' })).toEqual([]);
  });
});

describe('who sees a letter', () => {
  it('answers 404 to a client of another company and to an inspector not assigned to it', async () => {
    const letter = await file();
    expect((await call('GET', `/api/protest-letters/${letter.id}`, undefined, as.other)).status).toBe(404);
    expect((await call('GET', `/api/protest-letters/${letter.id}`, undefined, as.inspector)).status).toBe(
      404,
    );
    expect((await act(letter.id, 'openAnalysis', {}, as.other)).status).toBe(404);
    const fileId = letter.files[0].id;
    const download = await fetch(`${stack.baseUrl}/api/protest-letters/${letter.id}/files/${fileId}`, {
      headers: as.other,
    });
    expect(download.status).toBe(404);
    const inspectorList = await call('GET', '/api/protest-letters?range=[0,99]', undefined, as.inspector);
    expect(inspectorList.body.map((l: { id: string }) => l.id)).not.toContain(letter.id);
    const otherList = await call('GET', '/api/protest-letters?range=[0,99]', undefined, as.other);
    expect(otherList.body.map((l: { id: string }) => l.id)).not.toContain(letter.id);
  });

  it('lists with filters on status, container number and reference', async () => {
    const letter = await file({ containers: [{ number: 'CSQU3054383', damages: ['DELAY'] }] });
    const q = (filter: object) =>
      call(
        'GET',
        `/api/protest-letters?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`,
        undefined,
        as.claims,
      );
    const byContainer = await q({ containerNumber: 'CSQU 305438-3' });
    expect(byContainer.status).toBe(200);
    expect(byContainer.body.map((l: { id: string }) => l.id)).toContain(letter.id);
    expect(byContainer.headers.get('content-range')).toMatch(/^protest-letters /);
    const byReference = await q({ reference: letter.reference, status: 'REGISTERED' });
    expect(byReference.body.map((l: { id: string }) => l.id)).toEqual([letter.id]);
    const wrongStatus = await q({ reference: letter.reference, status: 6 });
    expect(wrongStatus.body).toEqual([]);
  });
});

describe('files', () => {
  it('downloads a file with its name, size and type to whoever sees the letter', async () => {
    const letter = await file();
    const meta = letter.files[0];
    expect(meta).toMatchObject({
      name: 'relatorio-avaria.pdf',
      mimeType: 'application/pdf',
      documentType: 'DAMAGE_REPORT',
    });
    expect(meta.size).toBeGreaterThan(0);
    const res = await fetch(`${stack.baseUrl}/api/protest-letters/${letter.id}/files/${meta.id}`, {
      headers: as.claims,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('relatorio-avaria.pdf');
    expect((await res.text()).startsWith('%PDF-')).toBe(true);
    const stored = await stack.deps.db('case_files').where({ id: meta.id }).first();
    expect(stored.storedName).not.toContain('relatorio');
  });

  it('refuses content that does not match the extension, a file too large and a name with path characters', async () => {
    const draft = await call('POST', '/api/protest-letters/drafts', { data: {} }, as.client);
    const id = draft.body.id;
    const exe = await uploadFile(stack.baseUrl, id, as.client, {
      documentType: 'PHOTOS',
      name: 'photo.png',
      content: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]),
    });
    expect(exe.status).toBe(415);
    // A .png that is no PNG is renamed or damaged: said so, by its name.
    expect(exe.body.error.message).toBe(
      'O conteúdo do arquivo "photo.png" não é um .png válido: ele pode estar corrompido ou ter sido renomeado.',
    );
    const exeByName = await uploadFile(stack.baseUrl, id, as.client, {
      documentType: 'PHOTOS',
      name: 'setup.exe',
      content: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]),
    });
    expect(exeByName.status).toBe(415);
    expect(exeByName.body.error.message).toBe('Tipo de arquivo incorreto!');
    const empty = await uploadFile(stack.baseUrl, id, as.client, {
      documentType: 'DAMAGE_REPORT',
      name: 'vazio.pdf',
      content: Buffer.alloc(0),
    });
    expect(empty.status).toBe(422);
    expect(empty.body.error).toMatchObject({
      code: 'EMPTY_FILE',
      message: 'O arquivo "vazio.pdf" está vazio (0 bytes). Confira o arquivo e envie de novo.',
    });
    const pdfAsPng = await uploadFile(stack.baseUrl, id, as.client, {
      documentType: 'PHOTOS',
      name: 'photo.png',
    });
    expect(pdfAsPng.status).toBe(415);
    const big = await uploadFile(stack.baseUrl, id, as.client, {
      documentType: 'DAMAGE_REPORT',
      name: 'big.pdf',
      content: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(70 * 1024, 0x20)]),
    });
    expect(big.status).toBe(413);
    const traversal = await uploadFile(stack.baseUrl, id, as.client, {
      documentType: 'DAMAGE_REPORT',
      name: '../../etc/passwd.pdf',
    });
    expect(traversal.status).toBe(422);
    expect(traversal.body.error.code).toBe('INVALID_FILE_NAME');
    const long = await uploadFile(stack.baseUrl, id, as.client, {
      documentType: 'DAMAGE_REPORT',
      name: `${'relatório '.repeat(30)}.pdf`,
    });
    expect(long.status).toBe(422);
    expect(long.body.error.message).toMatch(
      /^O nome do arquivo "relatório relatório .*…" não pode ser usado: até 255 caracteres/,
    );
    const files = await call('GET', `/api/protest-letters/${id}/files`, undefined, as.client);
    expect(files.body).toEqual([]);
  });
});
