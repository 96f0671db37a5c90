import type { Page } from 'playwright-core';
import { api } from '@claims/api/testing/stack-harness';
import { ownUser, signedIn } from '@claims/api/testing/tokens';
import { browserAgainstStack } from '@claims/scripts/testing/browser-stack';
import { screenshot } from '@claims/scripts/testing/browser';
import { watchFailures } from '@claims/scripts/testing/page-failures';
import {
  daysAhead,
  expectToast,
  fileRequestAsClient,
  offeredActions,
  openConsole,
  pickLanguage,
  signIn,
  signInAsStaff,
  typeIntoPicker,
  waitForStatus,
} from '@claims/scripts/testing/console-harness';

/**
 * The staff console against the real stack (api, worker, PostgreSQL, Redis, Temporal), in
 * Debian's Chromium: sign-in per role, a request driven from submission to closed, the language
 * switch, and customer service reading without acting.
 */
const run = browserAgainstStack();
const pages: Page[] = [];

afterEach(async () => {
  for (const page of pages.splice(0)) await page.context().close();
});

const open = async (locale = 'pt-BR') => {
  const page = await openConsole(run.browser, run.stack, locale);
  pages.push(page);
  return page;
};

/** The request as the api shows it to claims, whose `allowedActions` the buttons must be. */
async function detail(id: string) {
  const claims = await signedIn(run.stack.deps.db, 'claims@example.com');
  return (await api(run.stack.baseUrl, 'GET', `/api/reimbursements/${id}`, undefined, claims)).body;
}

/** The page offers exactly what the api allows a CLAIMS user now (its policies and the transition table). */
async function expectOnlyLegalActions(page: Page, id: string) {
  const legal: string[] = (await detail(id)).allowedActions;
  try {
    await page.getByRole('toolbar').locator(`button[data-action="${legal[0]}"]`).waitFor();
  } catch (err) {
    await screenshot(page, 'debug-console-flow');
    console.log(await page.getByRole('toolbar').evaluateAll((t) => t.map((e) => e.outerHTML.slice(0, 400))));
    throw err;
  }
  expect((await offeredActions(page)).sort()).toEqual([...legal].sort());
}

async function act(
  page: Page,
  label: string,
  fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('toolbar').getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  if (fill) await fill(dialog);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  try {
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });
  } catch (err) {
    await screenshot(page, `debug-console-${label}`);
    throw err;
  }
}

describe('the staff console', () => {
  it.each([
    ['master@example.com', 'Helena Duarte'],
    ['claims@example.com', 'Rafael Moreira'],
    ['service@example.com', 'Juliana Castro'],
  ])(
    'lets %s (a staff role) sign in and greets them by name',
    async (email, name) => {
      const page = await open();
      await signInAsStaff(page, email, name, 'Português (Brasil)');
      await page.goto(`${run.stack.baseUrl}/admin/#/reimbursements`);
      await page
        .getByRole('heading', { name: 'Solicitações de ressarcimento' })
        .first()
        .waitFor()
        .catch(async (err: unknown) => {
          await screenshot(page, `debug-console-list-${email}`);
          throw err;
        });
    },
    120_000,
  );

  it('sends anyone else to the portal, with a message', async () => {
    const page = await open();
    await page.locator('input[name="username"]').waitFor();
    await screenshot(page, 'console-login-pt-BR');
    await signIn(page, 'client@example.com');
    // In the client's profile language, which other files running beside this one may change.
    await page
      .getByText(
        /Este console é exclusivo da equipe de sinistros|Esta consola es exclusiva del equipo de siniestros|This console is for the claims team only/,
      )
      .first()
      .waitFor();
    await page.waitForURL(`${run.stack.baseUrl}/`, { timeout: 15_000 });
    // Still signed in there: the session is the portal's too.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  }, 120_000);

  it('takes a request from submission through documents, a proposal and a payment to closed', async () => {
    const request = await fileRequestAsClient(run.stack);
    const client = await signedIn(run.stack.deps.db, 'client@example.com');
    const page = await open();
    await signInAsStaff(page, 'claims@example.com', 'Rafael Moreira', 'Português (Brasil)');

    await page.goto(`${run.stack.baseUrl}/admin/#/reimbursements`);
    await page.getByPlaceholder('Referência, BL ou contêiner').fill(request.reference);
    // The search is debounced into the URL: once it is there, it cannot take the page back to the
    // list after the row was opened (react-admin applies a late debounce as a navigation).
    await page.waitForURL((url) => decodeURIComponent(url.hash).includes(request.reference), {
      timeout: 30_000,
    });
    await page.getByRole('cell', { name: request.reference }).click();
    await page.waitForURL(/#\/reimbursements\/[0-9a-f-]{36}\/show/, { timeout: 30_000 });
    await waitForStatus(page, 'UNDER_ANALYSIS_CLI_SAO');
    await expectOnlyLegalActions(page, request.id);
    expect(await offeredActions(page)).not.toContain('markPaid');

    await act(page, 'Solicitar documentos', async (dialog) => {
      await dialog.getByLabel('Destinatário da solicitação *').click();
      await page.getByRole('option', { name: 'Cliente/reclamante', exact: true }).click();
      await dialog.getByLabel('Mensagem').fill('Envie a nota fiscal original, por favor.');
    });
    await expectToast(page, 'Solicitação de documentos enviada com sucesso');
    await waitForStatus(page, 'AWAITING_DOCS_CLIENT');
    await expectOnlyLegalActions(page, request.id);

    await act(page, 'Registrar documentos recebidos');
    await waitForStatus(page, 'UNDER_ANALYSIS_CLI_SAO');

    await act(page, 'Propor acordo', async (dialog) => {
      await dialog.getByLabel('Valor *').fill('9000,00');
      await dialog.getByLabel('Mensagem').fill('Proposta de acordo pelo valor das sacas perdidas.');
    });
    await expectToast(page, 'Proposta enviada com sucesso');
    await waitForStatus(page, 'AWAITING_PROPOSAL_RESPONSE');
    await expectOnlyLegalActions(page, request.id);

    // The customer accepts in the portal; the console shows it on the next look.
    const accepted = await api(
      run.stack.baseUrl,
      'POST',
      `/api/reimbursements/${request.id}/actions/acceptProposal`,
      {},
      client,
    );
    expect(accepted.status).toBe(200);
    await page.reload();
    await waitForStatus(page, 'AWAITING_RR_POA');

    await act(page, 'Registrar R&R e procuração recebidos');
    await waitForStatus(page, 'AWAITING_PAYMENT_SCHEDULING');
    await act(page, 'Agendar pagamento', async (dialog) => {
      await typeIntoPicker(page, dialog, 'Data prevista *', daysAhead(7).typed);
    });
    await expectToast(page, 'Pagamento agendado com sucesso');
    await waitForStatus(page, 'PAYMENT_SCHEDULED');
    await expectOnlyLegalActions(page, request.id);
    await act(page, 'Registrar pagamento realizado');
    await waitForStatus(page, 'PAYMENT_MADE');
    await act(page, 'Encerrar processo');
    await expectToast(page, 'Processo encerrado');
    await waitForStatus(page, 'PROCESS_CLOSED');
    await expectOnlyLegalActions(page, request.id);
    expect(await offeredActions(page)).toContain('reopen');
    expect(await offeredActions(page)).not.toContain('close');

    const log = (await detail(request.id)).log.map((e: { action: string }) => e.action);
    expect(log).toEqual([
      'REQUEST_CREATED',
      'DOCUMENTS_REQUESTED_CUSTOMER',
      // Recorded by the analyst, not sent by the customer.
      'DOCUMENTS_RECEIPT_RECORDED',
      'AGREEMENT_PROPOSAL',
      'PROPOSAL_ACCEPTED',
      'SETTLEMENT_DOCUMENTS_PROVIDED',
      'PAYMENT_SCHEDULED',
      'PAYMENT_MADE',
      'REQUEST_CLOSED',
    ]);
  }, 180_000);

  it('switches the language at once, keeps it, and shows the list and a request in pt-BR and en', async () => {
    const request = await fileRequestAsClient(run.stack);
    const page = await open();
    // An analyst of the test's own: other files switch the demo analyst's language meanwhile.
    const analyst = await ownUser(run.stack.deps.db, 'CLAIMS', 'language', {
      name: 'Tomás',
      lastName: 'Ibáñez',
    });
    await signInAsStaff(page, analyst, 'Tomás Ibáñez', 'Português (Brasil)');
    // Searched by its reference: other tests' requests may push it off the first page.
    const searched = `${run.stack.baseUrl}/admin/#/reimbursements?filter=${encodeURIComponent(
      JSON.stringify({ q: request.reference }),
    )}`;
    await page.goto(searched);
    await page.getByRole('cell', { name: request.reference }).waitFor();
    await screenshot(page, 'console-request-list-pt-BR');
    await page.getByRole('cell', { name: request.reference }).click();
    await waitForStatus(page, 'UNDER_ANALYSIS_CLI_SAO');
    await page.getByText('Itens reclamados').waitFor();
    await screenshot(page, 'console-request-detail-pt-BR');

    // Attachments open in the browser: the PDF drawn by PDF.js, the photo as an image.
    await page.getByRole('button', { name: 'Visualizar invoice.pdf' }).click();
    await page.getByRole('dialog').locator('canvas').first().waitFor({ timeout: 20_000 });
    await screenshot(page, 'console-attachment-preview-pdf');
    await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Visualizar avaria.png' }).click();
    await page.getByRole('dialog').getByRole('img', { name: 'avaria.png' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();
    // Until its exit transition ends the dialog hides the page from the accessibility tree.
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await pickLanguage(page, 'English');
    await page.getByText('Claimed items').waitFor();
    await page.getByRole('toolbar').getByRole('button', { name: 'Request documents' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await screenshot(page, 'console-request-detail-en');
    await page.goto(searched);
    await page.getByRole('heading', { name: 'Reimbursement requests' }).first().waitFor();
    await page.getByRole('cell', { name: request.reference }).waitFor();
    await screenshot(page, 'console-request-list-en');

    const claims = await signedIn(run.stack.deps.db, analyst);
    expect((await api(run.stack.baseUrl, 'GET', '/api/auth/me', undefined, claims)).body.language).toBe('en');
    await pickLanguage(page, 'Português (Brasil)', 'Language');
    await page.getByRole('heading', { name: 'Solicitações de ressarcimento' }).first().waitFor();
  }, 120_000);

  it("keeps the language picked on the login page after signing in, and makes it the profile's", async () => {
    const page = await open();
    await pickLanguage(page, 'English');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const agent = await ownUser(run.stack.deps.db, 'CUSTOMER_SERVICE', 'login-language', {
      name: 'Juliana',
      lastName: 'Castro',
    });
    await signInAsStaff(page, agent, 'Juliana Castro');
    await page.goto(`${run.stack.baseUrl}/admin/#/reimbursements`);
    await page.getByRole('heading', { name: 'Reimbursement requests' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    const service = await signedIn(run.stack.deps.db, agent);
    expect((await api(run.stack.baseUrl, 'GET', '/api/auth/me', undefined, service)).body.language).toBe(
      'en',
    );
  }, 60_000);

  it('lets customer service read a request and write to the customer, but never act', async () => {
    const request = await fileRequestAsClient(run.stack);
    const page = await open();
    await signInAsStaff(page, 'service@example.com', 'Juliana Castro');
    // Customer service may not read users: the request names its people, nothing asks for them.
    const watch = watchFailures(page);
    await page.goto(`${run.stack.baseUrl}/admin/#/reimbursements/${request.id}/show`);
    await waitForStatus(page, 'UNDER_ANALYSIS_CLI_SAO');
    await page.getByText('Itens reclamados').waitFor();
    expect(await page.getByRole('toolbar').count()).toBe(0);
    expect(await page.locator('button[data-action]').count()).toBe(0);

    await page.getByLabel('Escreva uma mensagem ao cliente...').fill('Olá! Recebemos sua solicitação.');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expectToast(page, 'Mensagem enviada com sucesso');
    await page.getByText('Olá! Recebemos sua solicitação.').waitFor();
    // Screens the role may not open, typed into the address bar: access denied, nothing refused.
    // SPEC §6 keeps clients, customs brokers and ports out of its sidebar: out of its address bar too.
    for (const screen of ['users', 'reports', 'clients', 'customs-brokers', 'ports']) {
      await page.goto(`${run.stack.baseUrl}/admin/#/${screen}`);
      await page.getByText('Acesso negado').first().waitFor();
    }
    // Time for a list request to have been sent and refused, had the screen sent one.
    await page.waitForTimeout(1_500);
    expect(watch.failures()).toEqual([]);
  }, 120_000);
});
