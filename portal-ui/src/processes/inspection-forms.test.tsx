/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@claims/domain/i18n/locales';
import { translate } from '@claims/domain/i18n/translate';
import { capitalize } from '../i18n/I18nContext';
import { fakeApi, refusal, renderScreen, type Answer } from '../testing/render-screen';
import CheckInspectionPage from './CheckInspectionPage';
import RequestInspectionPage from './RequestInspectionPage';

const LETTER = '7a2d3e10-5b4f-4e8a-8c2b-3d9e2f1a6b01';

/** A letter of the Buenos Aires office as GET /api/protest-letters/:id answers it, its inspection scheduled. */
const letter = {
  id: LETTER,
  reference: 'CP-2026-000007',
  office: 'AR',
  status: 'INSPECTION_SCHEDULED',
  files: [],
  actions: ['recordInspectionResult'],
  log: [],
  containers: [],
  inspection: {
    status: 2,
    date: '2030-05-10',
    hour: '09:30',
    name: 'José Núñez',
    contact: 'Jefe de depósito',
    telephone: '+54 11 4321 5678',
    email: 'jose.nunez@alfa.example.com',
    address: 'Av. Pedro de Mendoza 1200, Buenos Aires',
  },
};

const letterApi =
  (action: Answer): Answer =>
  (call) => {
    if (call.method === 'GET' && call.path === `/api/protest-letters/${LETTER}`) return [200, letter];
    if (call.path.startsWith(`/api/protest-letters/${LETTER}/actions/`)) return action(call);
    return undefined;
  };

const errorOf = (input: HTMLElement) => input.closest('.field')?.querySelector('.field-error')?.textContent;
const required = (locale: Locale, field: string) =>
  translate(locale, 'validation.required', { name: translate(locale, `fields.${field}`) });

function checkInspection(locale: Locale, action: Answer = () => [200, letter]) {
  const calls = fakeApi(letterApi(action));
  const shown = renderScreen(<CheckInspectionPage />, {
    locale,
    path: `/processes/check-inspection/${LETTER}`,
    route: '/processes/check-inspection/:id',
  });
  return { calls, ...shown };
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
    renderScreen(<RequestInspectionPage />, {
      locale,
      path: `/processes/request-inspection/${LETTER}`,
      route: '/processes/request-inspection/:id',
    });
    await screen.findByRole('heading', { name: new RegExp(letter.reference) });
    const label = (field: string) => capitalize(translate(locale, `fields.${field}`));
    const date = screen.getByLabelText(label('date'));
    await user.type(date, '23/11/2020');
    await user.tab();
    await waitFor(() =>
      expect(errorOf(date)).toBe(
        translate(locale, 'validation.date.past', { name: translate(locale, 'fields.date') }),
      ),
    );
    // Too short for a number of any of our countries: refused with the office's example.
    const telephone = screen.getByLabelText(label('telephone'));
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
