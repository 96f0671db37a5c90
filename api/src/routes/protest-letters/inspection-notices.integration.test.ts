import { api, stackForFile } from '../../testing/stack-harness';
import { caseNotices, mailedTo } from '../../testing/mail';
import { ownPeople } from '../../testing/tokens';
import {
  argentineInspectionForm,
  fileProtestLetter,
  inspectionToday,
  letterBody,
} from '../../testing/protest-builders';

/**
 * Issues 14 and 15: who hears of each step of a letter's inspection, in their own language, in
 * the app and by e-mail (through the real jobs worker into an SMTP sink, asserted on email_log).
 * A Buenos Aires letter filed late by a Spanish-reading client; the BUE team reads Spanish; the
 * São Paulo analyst who schedules the visit (not of BUE) reads English.
 */
const run = stackForFile({ jobs: true });
const h: Record<string, Record<string, string>> = {};
const ids: Record<string, string> = {};
let ports: { embarkation: string; discharge: string; argentine: string };

beforeAll(async () => {
  const db = run.stack.deps.db;
  const alfa = await db('users').where({ email: 'client@example.com' }).first('client_id');
  const people = await ownPeople(db, 'insp', {
    client: { role: 'CLIENT_MASTER', client_id: alfa.clientId, name: 'Lucía', last_name: 'Pérez' },
    bue: { role: 'CLAIMS', team: 'BUE', name: 'Martín', last_name: 'Gómez' },
    sao: { role: 'CLAIMS', team: 'CLI_SAO', name: 'Ana', last_name: 'Lima', language: 'en' },
    inspector: { role: 'INSPECTOR', name: 'Jorge', last_name: 'Sosa' },
  });
  Object.assign(ids, people.ids);
  Object.assign(h, people.headers);
  const br = await db('ports').where({ country: 'BR' }).orderBy('code').limit(2).pluck('id');
  const ar = await db('ports').where({ country: 'AR' }).first('id');
  ports = { embarkation: br[0], discharge: br[1], argentine: ar.id };
});

const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  api(run.stack.baseUrl, method, path, body, headers);
const act = (id: string, action: string, body: unknown, by: string) =>
  call('POST', `/api/protest-letters/${id}/actions/${action}`, body, h[by]!);

const notices = (caseId: string, kind: string) => caseNotices(run, caseId, kind);

/** The kinds of a user's in-app notifications about a letter, one per notice. */
async function inbox(userId: string, caseId: string): Promise<string[]> {
  return run.stack.deps
    .db('notifications')
    .where({ user_id: userId })
    .whereRaw('event_key like ?', [`protest-${caseId}:%`])
    .pluck('kind');
}

describe("a letter's inspection, told to each party", () => {
  it('tells the client of a late notice, claims of the request, and the scheduler of the result', async () => {
    // Five days after discharge, past Hague-Visby's 3: accepted, flagged, and the client is told so.
    const discharged = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    const letter = await fileProtestLetter(
      run.stack.baseUrl,
      call,
      h.client!,
      letterBody(ports, {
        portOfDischargeId: ports.argentine,
        dischargeDate: discharged,
        inspectionRequested: true,
      }),
    );
    expect(letter).toMatchObject({ office: 'AR', lateNotice: true });
    expect(await mailedTo(run, letter.id, 'PROTEST_LETTER_RECEIVED_LATE', ids.client!)).toEqual({
      subject: `Recibimos su carta de protesta ${letter.reference} (aviso fuera de plazo)`,
      locale: 'es',
    });
    // The notice carries the deadline it missed, on the office's calendar (the e-mail's body names it).
    const [late] = await notices(letter.id, 'PROTEST_LETTER_RECEIVED_LATE');
    expect(late!.payload).toMatchObject({ deadline: letter.noticeDeadline, recipient: ids.client });
    const clientTitles = await call('GET', '/api/notifications?range=[0,49]', undefined, h.client!);
    expect(clientTitles.body.map((n: { title: string }) => n.title)).toContain(
      `Recibimos su carta de protesta ${letter.reference} (aviso fuera de plazo)`,
    );

    // The client's inspection request reaches the BUE team: what, when and where, what to do.
    const requested = await act(letter.id, 'requestInspection', argentineInspectionForm, 'client');
    expect(requested.status).toBe(200);
    expect(await mailedTo(run, letter.id, 'INSPECTION_REQUESTED', ids.bue!)).toEqual({
      subject: `Inspección solicitada: ${letter.reference} el 10/05/2030 a las 09:30`,
      locale: 'es',
    });
    expect((await inbox(ids.bue!, letter.id)).filter((k) => k === 'INSPECTION_REQUESTED')).toHaveLength(1);
    expect(await inbox(ids.client!, letter.id)).not.toContain('INSPECTION_REQUESTED');

    // An analyst of another team schedules it; the inspector records the result on its day.
    const scheduled = await act(
      letter.id,
      'scheduleInspection',
      { inspectorId: ids.inspector, ...inspectionToday('AR') },
      'sao',
    );
    expect(scheduled.status).toBe(200);
    const result = await act(
      letter.id,
      'recordInspectionResult',
      {
        result: 'NEGATIVE',
        observation: 'Contenedor sin daños aparentes',
        analysisStatement: 'Sin avería imputable al transporte',
      },
      'inspector',
    );
    expect(result.status).toBe(200);
    // The scheduler hears of the result in English, once; the BUE team in Spanish.
    expect(await mailedTo(run, letter.id, 'INSPECTION_CONCLUDED', ids.sao!)).toEqual({
      subject: `Inspection result: ${letter.reference}`,
      locale: 'en',
    });
    expect(await mailedTo(run, letter.id, 'INSPECTION_CONCLUDED', ids.bue!)).toEqual({
      subject: `Resultado de la inspección: ${letter.reference}`,
      locale: 'es',
    });
    expect(await inbox(ids.sao!, letter.id)).toEqual(['INSPECTION_CONCLUDED']);
    const saoInbox = await call('GET', '/api/notifications?range=[0,49]', undefined, h.sao!);
    expect(saoInbox.body.map((n: { title: string }) => n.title)).toContain(
      `Inspection result: ${letter.reference}`,
    );
    // The inspector is not told of their own result.
    expect(await inbox(ids.inspector!, letter.id)).not.toContain('INSPECTION_CONCLUDED');
  });

  it('says a second schedule is a reschedule, from which day and hour to which, not a duplicate', async () => {
    const letter = await fileProtestLetter(
      run.stack.baseUrl,
      call,
      h.client!,
      letterBody(ports, { inspectionRequested: true }),
    );
    const visit = {
      name: 'José Núñez',
      contact: 'Jefe de depósito',
      telephone: '+55 13 3222 4455',
      address: 'Av. Portuária 100, Santos',
      email: 'jose.nunez@alfa.example.com',
    };
    expect(
      (await act(letter.id, 'requestInspection', { date: '2030-05-10', hour: '09:30', ...visit }, 'client'))
        .status,
    ).toBe(200);
    const schedule = (date: string, hour: string) =>
      act(letter.id, 'scheduleInspection', { inspectorId: ids.inspector, date, hour }, 'sao');
    expect((await schedule('2030-05-10', '09:30')).status).toBe(200);
    expect((await schedule('2030-05-12', '14:00')).status).toBe(200);
    expect(await mailedTo(run, letter.id, 'INSPECTION_RESCHEDULED', ids.client!)).toEqual({
      subject: `Inspección reprogramada: ${letter.reference} — del 10/05/2030 09:30 al 12/05/2030 14:00`,
      locale: 'es',
    });
    // The first schedule was announced as such, once.
    expect((await notices(letter.id, 'INSPECTION_SCHEDULED')).map((n) => n.payload.recipient).sort()).toEqual(
      [ids.client, ids.inspector].sort(),
    );
  });
});
