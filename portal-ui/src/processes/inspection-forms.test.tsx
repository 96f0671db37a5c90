/** @jest-environment jsdom */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@claims/domain/i18n/locales';
import { translate } from '@claims/domain/i18n/translate';
import { clockAt } from '@claims/domain/testing/clock';
import { ELSEWHERE, fakeApi, refusal, renderScreen, type Answer } from '../testing/render-screen';
import { errorOf, fieldLabel } from '../testing/screen-text';
import CheckInspectionPage from './CheckInspectionPage';
import RequestInspectionPage from './RequestInspectionPage';

const LETTER = '7a2d3e10-5b4f-4e8a-8c2b-3d9e2f1a6b01';

/**
 * A letter of the Buenos Aires office as GET /api/protest-letters/:id answers it, its inspection
 * scheduled for a day already come (a result waits for it).
 */
const letter = {
  id: LETTER,
  reference: 'CP-2026-000007',
  office: 'AR',
  status: 'INSPECTION_SCHEDULED',
  files: [],
  allowedActions: ['recordInspectionResult'],
  log: [],
  containers: [
    {
      number: 'MSCU1234566',
      damages: ['DENTED_SCRATCHED_RUSTED'],
      sealManifested: 'SL1001',
      sealDetermined: 'SL1002',
      weightManifested: '18650',
      weightDetermined: '18120.5',
    },
  ],
  inspection: {
    status: 2,
    date: '2026-05-10',
    hour: '09:30',
    name: 'José Núñez',
    contact: 'Jefe de depósito',
    telephone: '+54 11 4321 5678',
    email: 'jose.nunez@alfa.example.com',
    address: 'Av. Pedro de Mendoza 1200, Buenos Aires',
  },
};

const letterApi =
  (action: Answer, shown: object = letter): Answer =>
  (call) => {
    if (call.method === 'GET' && call.path === `/api/protest-letters/${LETTER}`) return [200, shown];
    if (call.path.startsWith(`/api/protest-letters/${LETTER}/actions/`)) return action(call);
    return undefined;
  };

const required = (locale: Locale, field: string) =>
  translate(locale, 'validation.required', { name: translate(locale, `fields.${field}`) });

function checkInspection(locale: Locale, action: Answer = () => [200, letter], answered: object = letter) {
  const calls = fakeApi(letterApi(action, answered));
  const shown = renderScreen(<CheckInspectionPage />, {
    locale,
    path: `/processes/check-inspection/${LETTER}`,
    route: '/processes/check-inspection/:id',
  });
  return { calls, ...shown };
}

// What a test typed stays in this tab's storage as a draft; each test starts from a fresh tab.
beforeEach(() => sessionStorage.clear());

/** The client's inspection request form for the letter, in `locale`, once the letter is read. */
async function openRequestForm(locale: Locale) {
  const shown = renderScreen(<RequestInspectionPage />, {
    locale,
    path: `/processes/request-inspection/${LETTER}`,
    route: '/processes/request-inspection/:id',
  });
  await screen.findByRole('heading', { name: new RegExp(letter.reference) });
  return shown;
}
describe.each(['pt-BR', 'es'] as const)('the inspection result form in %s', (locale) => {
  it('names each missing field by the domain schema on Save, and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = checkInspection(locale);
    await screen.findByText(letter.inspection.name);
    await user.click(
      screen.getByRole('button', { name: translate(locale, 'portal.processes.saveInspection') }),
    );
    const result = screen.getByLabelText(translate(locale, 'portal.processes.inspectionResult'));
    await waitFor(() => expect(errorOf(result)).toBe(required(locale, 'result')));
    expect(errorOf(screen.getByLabelText(translate(locale, 'portal.processes.observation')))).toBe(
      required(locale, 'observation'),
    );
    const statement = screen.getByLabelText(translate(locale, 'portal.inspection.analysisStatement'));
    expect(errorOf(statement)).toBe(required(locale, 'analysisStatement'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    // Once shown, a message follows the field as it is typed.
    await user.type(statement, 'Puerta abollada');
    await waitFor(() => expect(errorOf(statement)).toBeUndefined());
  });
});

describe.each(['pt-BR', 'es', 'en'] as const)(
  'the inspection result form before its day, in %s',
  (locale) => {
    it('says which day the inspection is scheduled for and offers no Save', async () => {
      const ahead = { ...letter, inspection: { ...letter.inspection, date: '2030-05-10' } };
      const { calls } = checkInspection(locale, () => [200, ahead], ahead);
      const notYetHeld = translate(locale, 'portal.inspection.notYetHeld', { date: '10/05/2030' });
      expect((await screen.findByRole('note')).textContent).toBe(notYetHeld);
      const save = screen.getByRole('button', { name: translate(locale, 'portal.processes.saveInspection') });
      expect((save as HTMLButtonElement).disabled).toBe(true);
      // The reason stands beside the button and is read with it, not only above the form.
      const reason = document.getElementById(save.getAttribute('aria-describedby') ?? '');
      expect(reason?.textContent?.trim()).toBe(notYetHeld);
      expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    });
  },
);

describe('the inspection result form on a reload', () => {
  it('shows the containers the inspection is about, and keeps what was typed until it is saved', async () => {
    const user = userEvent.setup();
    checkInspection('es');
    const units = await screen.findByRole('region', { name: 'Unidades' });
    expect(units.textContent).toContain('MSCU1234566');
    expect(units.textContent).toContain('18.120,5 kg');
    await user.selectOptions(screen.getByLabelText('Resultado de la inspección'), 'POSITIVE');
    await user.type(screen.getByLabelText('Observación'), 'Puerta trasera abollada');
    await user.type(screen.getByLabelText('Dictamen del análisis'), 'La humedad entró por la puerta.');

    // The page is loaded again (a reload on site): what was typed is still there.
    cleanup();
    checkInspection('es');
    await screen.findByText(letter.inspection.name);
    await waitFor(() =>
      expect((screen.getByLabelText('Observación') as HTMLTextAreaElement).value).toBe(
        'Puerta trasera abollada',
      ),
    );
    expect((screen.getByLabelText('Dictamen del análisis') as HTMLTextAreaElement).value).toBe(
      'La humedad entró por la puerta.',
    );
    expect((screen.getByLabelText('Resultado de la inspección') as HTMLSelectElement).value).toBe('POSITIVE');

    // Saved, the draft goes: the next visit starts empty.
    await user.click(screen.getByRole('button', { name: 'Guardar inspección' }));
    await screen.findByText(ELSEWHERE);
    cleanup();
    checkInspection('es');
    await screen.findByText(letter.inspection.name);
    expect((screen.getByLabelText('Observación') as HTMLTextAreaElement).value).toBe('');
  });
});

describe('the inspection result saved with a double click', () => {
  it('sends the result once, its Save off until the api answers (no second command to refuse)', async () => {
    const user = userEvent.setup();
    let answer = () => {};
    const slow = new Promise<void>((resolve) => (answer = resolve));
    const { calls } = checkInspection('es', async () => {
      await slow;
      return [200, letter];
    });
    await screen.findByText(letter.inspection.name);
    await user.selectOptions(screen.getByLabelText('Resultado de la inspección'), 'POSITIVE');
    await user.type(screen.getByLabelText('Observación'), 'Puerta trasera abollada');
    await user.type(screen.getByLabelText('Dictamen del análisis'), 'La humedad entró por la puerta.');
    const save = screen.getByRole('button', { name: 'Guardar inspección' });
    // Both clicks land before the screen is drawn again.
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(true));
    answer();
    await screen.findByText(ELSEWHERE);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/api/protest-letters/${LETTER}/actions/recordInspectionResult`,
    ]);
  });
});

describe('the inspection result form, refused by the api', () => {
  it('shows the 422 on the field it names, in the language of the request', async () => {
    const message = 'El campo dictamen del análisis no puede superar 16000 caracteres';
    const user = userEvent.setup();
    const { calls, toasts } = checkInspection('es', () => refusal({ analysisStatement: message }));
    await screen.findByText(letter.inspection.name);
    await user.selectOptions(screen.getByLabelText('Resultado de la inspección'), 'POSITIVE');
    await user.type(screen.getByLabelText('Observación'), '  Puerta trasera abollada  ');
    const statement = screen.getByLabelText('Dictamen del análisis');
    await user.type(statement, 'La humedad es consecuencia de la puerta dañada.');
    await user.click(screen.getByRole('button', { name: 'Guardar inspección' }));
    await waitFor(() => expect(errorOf(statement)).toBe(message));
    expect(toasts.map((t) => t.kind)).toEqual(['error']);
    // What was sent is what the schema outputs: trimmed, as the api stores it.
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      result: 'POSITIVE',
      observation: 'Puerta trasera abollada',
      analysisStatement: 'La humedad es consecuencia de la puerta dañada.',
      fileIds: [],
    });
  });
});

describe.each(['pt-BR', 'es'] as const)('the inspection request form in %s', (locale) => {
  it("holds the day and the telephone to the rules of the letter's office before anything is sent", async () => {
    const user = userEvent.setup();
    const calls = fakeApi(letterApi(() => [200, letter]));
    await openRequestForm(locale);
    const date = screen.getByLabelText(fieldLabel(locale, 'date'));
    await user.type(date, '23/11/2020');
    await user.tab();
    await waitFor(() =>
      expect(errorOf(date)).toBe(
        translate(locale, 'validation.date.past', { name: translate(locale, 'fields.date') }),
      ),
    );
    // Too short for a number of any of our countries: refused with the office's example.
    const telephone = screen.getByLabelText(fieldLabel(locale, 'telephone'));
    await user.type(telephone, '4567-89');
    await user.tab();
    await waitFor(() =>
      expect(errorOf(telephone)).toBe(
        translate(locale, 'validation.phone.invalid', {
          example: '+54 9 11 2345-6789',
          name: translate(locale, 'fields.telephone'),
        }),
      ),
    );
    await user.click(
      screen.getByRole('button', { name: translate(locale, 'portal.processes.sendInspectionRequest') }),
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

describe.each(['pt-BR', 'es'] as const)('the inspection request sent, in %s', (locale) => {
  it('says what was requested, for which letter and when, not a bare "saved"', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(letterApi(() => [200, letter]));
    const { toasts } = await openRequestForm(locale);
    const field = (name: string) => screen.getByLabelText(fieldLabel(locale, name));
    // Name and contact, told apart beside their fields.
    expect(field('name').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(translate(locale, 'portal.inspection.contactHint'))).toBeTruthy();
    await user.type(field('date'), '10/05/2030');
    await user.type(field('hour'), '09:30');
    await user.type(field('name'), 'José Núñez');
    await user.type(field('contact'), 'Jefe de depósito');
    await user.type(field('telephone'), '+54 11 4321 5678');
    await user.type(field('address'), 'Av. Pedro de Mendoza 1200');
    await user.type(field('email'), 'jose.nunez@alfa.example.com');
    await user.click(
      screen.getByRole('button', { name: translate(locale, 'portal.processes.sendInspectionRequest') }),
    );
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    await waitFor(() =>
      expect(toasts.map((t) => t.text)).toEqual([
        translate(locale, 'portal.inspection.requested', {
          reference: 'CP-2026-000007',
          date: '10/05/2030',
          hour: '09:30',
        }),
      ]),
    );
  });
});

describe.each([
  ['pt-BR', 'Horário de Buenos Aires'],
  ['es', 'Hora de Buenos Aires'],
  ['en', 'Buenos Aires time'],
] as const)('the hour of an inspection request, on the letter office’s clock, in %s', (locale, zone) => {
  // 11:04 UTC on 29 November 2026: 08:04 in Buenos Aires. Only the clock is fixed; timers run.
  clockAt('2026-11-29T11:04:00Z');

  it('says whose time the hour is, and refuses today at an hour already past there before sending', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(letterApi(() => [200, letter]));
    await openRequestForm(locale);
    const hour = screen.getByLabelText(fieldLabel(locale, 'hour'));
    expect(document.getElementById(hour.getAttribute('aria-describedby') ?? '')?.textContent).toBe(zone);
    await user.type(screen.getByLabelText(fieldLabel(locale, 'date')), '29/11/2026');
    await user.type(hour, '07:00');
    await user.tab();
    await waitFor(() =>
      expect(errorOf(hour)).toBe(
        translate(locale, 'validation.date.pastHour', { zone: 'Buenos Aires', now: '08:04' }),
      ),
    );
    await user.click(
      screen.getByRole('button', { name: translate(locale, 'portal.processes.sendInspectionRequest') }),
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
