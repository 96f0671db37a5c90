import type { Locator, Page } from 'playwright-core';
import { api } from '@claims/api/testing/stack-harness';
import { ownUser, signedIn } from '@claims/api/testing/tokens';
import { browserAgainstStack } from '@claims/scripts/testing/browser-stack';
import { screenshot } from '@claims/scripts/testing/browser';
import { watchFailures } from '@claims/scripts/testing/page-failures';
import {
  daysAhead,
  fileRequestAsClient,
  openConsole,
  signInAsStaff,
  typeIntoPicker,
  waitForStatus,
} from '@claims/scripts/testing/console-harness';

/**
 * Issue 14 in the console, against the real stack: claims types amounts and dates the way people
 * in Brazil and Argentina write them ("1.250,50", 23/11/2026) and the api holds exactly that; a
 * screen that breaks shows a localized page with a way back and reports the error to the api.
 * Any request answering 4xx/5xx or any console error that a test does not expect fails it.
 */
const run = browserAgainstStack();
const pages: { page: Page; failures: () => string[]; expected: RegExp[] }[] = [];

// The file's own analyst (team CLI_SAO): each test picks its language on the login page, which
// becomes the profile's. On the demo claims login, that switch once reached another file's
// e-mails to it, read in Portuguese at the same moment.
let analyst: string;
beforeAll(async () => {
  analyst = await ownUser(run.stack.deps.db, 'CLAIMS', 'locale-inputs', {
    name: 'Rafael',
    lastName: 'Moreira',
  });
});

afterEach(async () => {
  for (const { page, failures, expected } of pages.splice(0)) {
    await page.context().close();
    expect(failures().filter((f) => !expected.some((e) => e.test(f)))).toEqual([]);
  }
});

const LANGUAGE_NAMES: Record<string, string> = { 'pt-BR': 'Português (Brasil)', es: 'Español' };

/** The console in `locale`, signed in as claims (team CLI_SAO), watching for failed requests. */
async function claimsConsole(locale: string, expected: RegExp[] = []) {
  const page = await openConsole(run.browser, run.stack, locale);
  pages.push({ page, failures: watchFailures(page).failures, expected });
  // Picked on the login page, the language becomes the profile's: each test starts from its own.
  await signInAsStaff(page, analyst, 'Rafael Moreira', LANGUAGE_NAMES[locale]);
  return page;
}

const token = () => signedIn(run.stack.deps.db, analyst);
async function detail(id: string) {
  return (await api(run.stack.baseUrl, 'GET', `/api/reimbursements/${id}`, undefined, await token())).body;
}
async function act(id: string, action: string, body: object, who: 'claims' | 'client' = 'claims') {
  const as = who === 'claims' ? await token() : await signedIn(run.stack.deps.db, 'client@example.com');
  const res = await api(run.stack.baseUrl, 'POST', `/api/reimbursements/${id}/actions/${action}`, body, as);
  expect(res.status).toBe(200);
}

/** Opens a command's dialog from the case's toolbar. */
async function openDialog(page: Page, id: string, label: string) {
  await page.goto(`${run.stack.baseUrl}/admin/#/reimbursements/${id}/show`);
  await page.getByRole('toolbar').getByRole('button', { name: label, exact: true }).click();
  // Named by its title: a picker's calendar is a dialog of its own while it closes.
  const dialog = page.getByRole('dialog', { name: label, exact: true });
  await dialog.waitFor();
  return dialog;
}

describe('numbers and dates typed in the console', () => {
  it.each([
    ['pt-BR', 'Propor acordo', 'Mensagem', 'Proposta pelas sacas avariadas.', 'R$ 1.250,50'],
    // Spanish groups thousands from five digits on (CLDR), so the case page shows 1250,50.
    ['es', 'Proponer acuerdo', 'Mensaje', 'Propuesta por las bolsas dañadas.', '1.250,50 BRL'],
  ])(
    'in %s, claims proposes "1.250,50" through the dialog and the api holds 1250.50',
    async (locale, button, messageLabel, message, shown) => {
      const request = await fileRequestAsClient(run.stack);
      const page = await claimsConsole(locale);
      const dialog = await openDialog(page, request.id, button);
      await dialog.getByLabel('Valor *').pressSequentially('1.250,50');
      await dialog.getByLabel(messageLabel).fill(message);
      // Leaving the field shows the amount back as typed, grouped, with its currency.
      expect(await dialog.getByLabel('Valor *').inputValue()).toBe('1.250,50');
      await expectVisible(dialog.getByText('BRL', { exact: true }));
      await screenshot(page, `console-dialog-proposal-${locale}`);
      await dialog.getByRole('button', { name: 'Confirmar' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 20_000 });
      await waitForStatus(page, 'AWAITING_PROPOSAL_RESPONSE');

      const proposals = (await detail(request.id)).proposals as { value: string; currency: string }[];
      expect(proposals.map((p) => [p.value, p.currency])).toEqual([['1250.50', 'BRL']]);
      // And the case page reads it back in the same convention (Intl's currency, non-breaking space).
      await page.getByText(shown.replace(' ', '\u00a0')).first().waitFor();
    },
    180_000,
  );

  it('schedules a payment for a day typed dd/mm/aaaa, stored as that very day', async () => {
    const request = await fileRequestAsClient(run.stack);
    await act(request.id, 'proposeAgreement', { value: '800.00', currency: 'BRL' });
    await act(request.id, 'acceptProposal', {}, 'client');
    await act(request.id, 'settlementDocumentsProvided', {});
    const day = daysAhead(12);

    const page = await claimsConsole('pt-BR');
    const dialog = await openDialog(page, request.id, 'Agendar pagamento');
    await typeIntoPicker(page, dialog, 'Data prevista *', day.typed);
    expect(await pickerText(dialog, 'Data prevista *')).toBe(day.typed);
    await screenshot(page, 'console-dialog-schedule-payment-pt-BR');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });
    await waitForStatus(page, 'PAYMENT_SCHEDULED');

    expect((await detail(request.id)).payment?.expectedDate).toBe(day.stored);
  }, 180_000);

  it('opens the calendar in Spanish and reads a day picked from it', async () => {
    const request = await fileRequestAsClient(run.stack);
    await act(request.id, 'proposeAgreement', { value: '800.00', currency: 'BRL' });
    await act(request.id, 'acceptProposal', {}, 'client');
    await act(request.id, 'settlementDocumentsProvided', {});

    const page = await claimsConsole('es');
    const dialog = await openDialog(page, request.id, 'Programar pago');
    await dialog.getByRole('button', { name: /Elige fecha|Seleccionar fecha|Elegir fecha/i }).click();
    const calendar = page.getByRole('grid');
    await calendar.waitFor();
    await screenshot(page, 'console-dialog-schedule-payment-calendar-es');
    // Next month's 15th: always ahead, whatever today is.
    // By class, not by role: while the dialog is modal the picker's popper may still be hidden
    // from the accessibility tree for a moment, and a role query would not find its buttons.
    await page.locator('.MuiPickersArrowSwitcher-nextIconButton').click();
    // The month slides in: wait until the one left behind is gone.
    const fifteenth = page.locator('.MuiDayCalendar-monthContainer button', { hasText: /^15$/ });
    for (let i = 0; i < 50 && (await fifteenth.count()) !== 1; i++) await page.waitForTimeout(100);
    await fifteenth.click();
    const next = new Date();
    next.setDate(1);
    next.setMonth(next.getMonth() + 1);
    const month = String(next.getMonth() + 1).padStart(2, '0');
    expect(await pickerText(dialog, 'Fecha prevista *')).toBe(`15/${month}/${next.getFullYear()}`);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });
    expect((await detail(request.id)).payment?.expectedDate).toBe(`${next.getFullYear()}-${month}-15`);
  }, 180_000);
});

describe('the other dialogs that take numbers and dates', () => {
  it('records an analysis in dollars: amount with thousands, quotation with a decimal comma', async () => {
    const request = await fileRequestAsClient(run.stack);
    const page = await claimsConsole('pt-BR');
    const dialog = await openDialog(page, request.id, 'Registrar análise');
    await dialog.getByLabel('Procedente', { exact: true }).check();
    await dialog.getByLabel('Moeda *').click();
    await page.getByRole('option', { name: 'Dólar', exact: true }).click();
    await dialog.getByLabel('Valor do ressarcimento *').pressSequentially('12.345,67');
    await dialog.getByLabel('Cotação *').pressSequentially('5,42');
    await dialog.getByLabel('Valor proposto').pressSequentially('10000');
    await dialog.getByLabel('Valor proposto').press('Tab');
    expect(await dialog.getByLabel('Valor proposto').inputValue()).toBe('10.000,00');
    await screenshot(page, 'console-dialog-analysis-pt-BR');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });

    const analysis = (await detail(request.id)).analysis as Record<string, unknown>;
    expect(analysis).toMatchObject({
      result: 'FULLY_PROCEDENT',
      currency: 'USD',
      reimbursementAmount: '12345.67',
      proposedAmount: '10000.00',
    });
    // The database keeps quotations at six decimals: the same 5,42.
    expect(analysis.quotation).toMatch(/^5\.420*$/);
  }, 180_000);

  it('extends the time bar in Spanish to a day typed dd/mm/aaaa', async () => {
    const request = await fileRequestAsClient(run.stack);
    const until = daysAhead(400);
    const page = await claimsConsole('es');
    const dialog = await openDialog(page, request.id, 'Prorrogar prescripción');
    await dialog.getByLabel('Concedida por *').fill('Naviera del Plata S.A.');
    await dialog.getByLabel('Concedida a *').fill('Exportadora Alfa Ltda');
    await typeIntoPicker(page, dialog, 'Prorrogada hasta *', until.typed);
    expect(await pickerText(dialog, 'Prorrogada hasta *')).toBe(until.typed);
    await screenshot(page, 'console-dialog-time-bar-es');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });

    expect((await detail(request.id)).timeBarDate).toBe(until.stored);
  }, 180_000);
});

describe('a console screen that breaks', () => {
  it('shows a localized page with a way back, and the error reaches the api with the route', async () => {
    const request = await fileRequestAsClient(run.stack);
    // React reports the error its boundary caught; that one is expected, nothing else is.
    const page = await claimsConsole('pt-BR', [/map is not a function/, /The above error occurred/]);
    // Searched by its reference: other tests' requests may push it off the first page.
    await page.goto(
      `${run.stack.baseUrl}/admin/#/reimbursements?filter=${encodeURIComponent(JSON.stringify({ q: request.reference }))}`,
    );
    await page.getByRole('cell', { name: request.reference }).waitFor();
    // An answer the screen does not expect (a list where an array was): a real bug's shape.
    await page.route(`**/api/reimbursements/${request.id}`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, faults: { broken: true } } });
    });
    const report = page.waitForResponse(
      (res) => res.url().endsWith('/api/client-errors') && res.request().method() === 'POST',
    );
    await page.getByRole('cell', { name: request.reference }).click();

    await page.getByRole('heading', { level: 1, name: 'Algo deu errado nesta tela' }).waitFor();
    const sent = await report;
    expect(sent.status()).toBe(204);
    expect(sent.request().postDataJSON()).toMatchObject({
      ui: 'console',
      route: `/reimbursements/${request.id}/show`,
      message: expect.stringMatching(/map is not a function/),
    });
    await page.getByText(/^Código para o suporte: /).waitFor();
    // The menu and the top bar stay; no stack trace is shown.
    expect(await page.getByText(/map is not a function/).count()).toBe(0);
    await screenshot(page, 'console-route-error-pt-BR');

    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.getByRole('cell', { name: request.reference }).waitFor();
  }, 120_000);
});

/** What a picker field reads, as one line ("23/11/2026"): its sections without layout marks. */
async function pickerText(scope: Locator, label: string) {
  const text = await scope.getByRole('group', { name: label }).textContent();
  return (text ?? '').replace(/[\s\u200e\u2066-\u2069]/g, '');
}

async function expectVisible(locator: ReturnType<Page['getByText']>) {
  await locator.first().waitFor();
}
