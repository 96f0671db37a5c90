import { officeNow } from '@claims/domain';
import { api, stackForFile } from '../../testing/stack-harness';
import { signedIn } from '../../testing/tokens';
import { brazilianRoute, fileProtestLetter, letterBody } from '../../testing/protest-builders';

/**
 * The protest letter's write paths with values typed as people in our countries write them:
 * container weights with decimal commas, thousands groups before them ("18.650,5"; a lone
 * "18.650" is ambiguous and refused), the inspection's
 * telephone and its date and hour, which must still be ahead at the office.
 */
const run = stackForFile();
let client: Record<string, string>;
let claims: Record<string, string>;
let ports: { embarkation: string; discharge: string };
let inspectorId: string;
beforeAll(async () => {
  const db = run.stack.deps.db;
  client = await signedIn(db, 'client@example.com');
  claims = await signedIn(db, 'claims@example.com');
  ports = await brazilianRoute(db);
  inspectorId = (await db('users').where({ email: 'inspector@example.com' }).first('id')).id;
});

const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  api(run.stack.baseUrl, method, path, body, headers);
const inSpanish = (headers: Record<string, string>) => ({ ...headers, 'Content-Language': 'es' });
const container = (weights: Record<string, unknown>) => ({
  number: 'MSCU1234566',
  damages: [],
  ...weights,
});
/** A letter of Alfa's, filed by its client on the Brazilian route. */
const fileLetter = (overrides: Record<string, unknown>) =>
  fileProtestLetter(run.stack.baseUrl, call, client, letterBody(ports, overrides));
const act = (id: string, action: string, payload: unknown, headers: Record<string, string>) =>
  call('POST', `/api/protest-letters/${id}/actions/${action}`, payload, headers);
const inspectionForm = {
  date: '2030-05-10',
  hour: '09:30',
  name: 'María González',
  contact: 'Depósito 4',
  telephone: '(13) 3222-0000',
  address: 'Av. Portuária 100, Santos',
  email: 'Maria@Alfa.example.com',
};

describe('container weights', () => {
  it('stores "18.650,5" and "21000.000" canonical and reads them back', async () => {
    const letter = await fileLetter({
      containers: [container({ weightManifested: '18.650,5', weightDetermined: '21000.000' })],
    });
    expect(letter.containers[0]).toMatchObject({
      weightManifested: '18650.500',
      weightDetermined: '21000.000',
    });
    expect(letter.containers[0].damages).toContain('WEIGHT_DIVERGENCE');
  });

  it.each([
    ['18.650', 'El campo peso manifestado es ambiguo: "18.650" puede ser 18650 o 18,65'],
    ['18.650.5', 'debe ser un número con coma decimal, por ejemplo 1250,50 o 1.250,50'],
    ['abc', 'debe ser un número con coma decimal, por ejemplo 1250,50 o 1.250,50'],
    ['-3', 'no puede ser negativo'],
  ])('refuses a weight of "%s" with a 422 naming the field, in Spanish', async (typed, message) => {
    const body = letterBody(ports, { containers: [container({ weightManifested: typed })] });
    const filed = await call('POST', '/api/protest-letters', body, inSpanish(client));
    expect(filed.status).toBe(422);
    expect(filed.body.error.fields['containers.0.weightManifested']).toContain(message);
    const draft = await call('POST', '/api/protest-letters/drafts', { data: body }, inSpanish(client));
    expect(draft.status).toBe(422);
    expect(draft.body.error.fields['containers.0.weightManifested']).toContain(message);
  });

  it('saves a draft with weights canonical and blanks kept', async () => {
    const data = {
      ship: '',
      containers: [container({ weightManifested: '18650,50', weightDetermined: '' })],
    };
    const draft = await call('POST', '/api/protest-letters/drafts', { data }, client);
    expect(draft.status).toBe(201);
    expect(draft.body.data.containers[0]).toEqual({
      number: 'MSCU1234566',
      damages: [],
      weightManifested: '18650.5',
      weightDetermined: '',
    });
  });

  it('never answers 5xx for a malformed weight, filed or drafted', async () => {
    for (const value of ['', ' ', '1e3', 'NaN', '١٢٣', '9'.repeat(40), 12.5, null, true, [], {}]) {
      const body = letterBody(ports, { containers: [container({ weightDetermined: value })] });
      const filed = await call('POST', '/api/protest-letters', body, client);
      const drafted = await call('POST', '/api/protest-letters/drafts', { data: body }, client);
      expect([value, filed.status < 500, drafted.status < 500]).toEqual([value, true, true]);
    }
  });
});

describe('the discharge date', () => {
  it('refuses a discharge after today at the office, filed or drafted, naming the field', async () => {
    const tomorrow = officeNow('BR', new Date(Date.now() + 86_400_000)).date;
    const body = letterBody(ports, { dischargeDate: tomorrow });
    const filed = await call('POST', '/api/protest-letters', body, inSpanish(client));
    expect(filed.status).toBe(422);
    expect(filed.body.error.fields.dischargeDate).toBe(
      'El campo fecha de descarga no puede ser una fecha futura',
    );
    const draft = await call('POST', '/api/protest-letters/drafts', { data: body }, client);
    expect(draft.status).toBe(422);
    expect(draft.body.error.fields.dischargeDate).toBe(
      'O campo data de descarga não pode ser uma data futura',
    );
  });
});

describe('the inspection', () => {
  it('stores the site contact’s telephone in the international format; refuses "abc" and a past date', async () => {
    const letter = await fileLetter({ inspectionRequested: true });
    const badPhone = await act(
      letter.id,
      'requestInspection',
      { ...inspectionForm, telephone: 'abc' },
      inSpanish(client),
    );
    expect(badPhone.status).toBe(422);
    expect(badPhone.body.error.fields.telephone).toBe(
      'El campo teléfono no es un teléfono válido; use código de área y número, por ejemplo (11) 98765-4321, o +código de país',
    );
    const past = await act(letter.id, 'requestInspection', { ...inspectionForm, date: '2020-05-10' }, client);
    expect(past.status).toBe(422);
    expect(past.body.error.fields.date).toBe('O campo data não pode ser uma data passada');

    const requested = await act(letter.id, 'requestInspection', inspectionForm, client);
    expect(requested.status).toBe(200);
    expect(requested.body.inspection).toMatchObject({
      telephone: '+55 13 3222 0000',
      email: 'maria@alfa.example.com',
    });

    const pastSchedule = await act(
      letter.id,
      'scheduleInspection',
      { inspectorId, date: '2021-01-04', hour: '14:00' },
      inSpanish(claims),
    );
    expect(pastSchedule.status).toBe(422);
    expect(pastSchedule.body.error.fields.date).toBe('El campo fecha no puede ser una fecha pasada');
    const scheduled = await act(
      letter.id,
      'scheduleInspection',
      { inspectorId, date: '2030-05-12', hour: '14:00' },
      claims,
    );
    expect(scheduled.status).toBe(200);
  });
});
