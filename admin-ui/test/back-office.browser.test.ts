import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { browserAgainstStack } from '@claims/scripts/testing/browser-stack';
import { screenshot } from '@claims/scripts/testing/browser';
import { fileReimbursement, requestBody, shippingRefs } from '@claims/api/testing/reimbursement-builders';
import { api } from '@claims/api/testing/stack-harness';
import { signedIn } from '@claims/api/testing/tokens';

/**
 * The back office in a real browser against the real stack (api, Temporal worker, jobs worker):
 * a master keeps the port catalogue, asks for a report and downloads it, reads the dashboard and
 * a case's workflow history, in Portuguese and in English.
 */
const run = browserAgainstStack({ jobs: true });
let page: Page;
let caseId: string;
let caseReference: string;
const pageErrors: string[] = [];

const PASSWORD = 'Claims#2026';
const MASTER = `back-office.master.${Date.now()}@example.com`;
const consoleUrl = (route: string) => `${run.stack.baseUrl}/admin/#${route}`;

beforeAll(async () => {
  const client = await signedIn(run.stack.deps.db, 'client@example.com');
  const filed = await fileReimbursement(
    run.stack.baseUrl,
    (method, path, body, headers) => api(run.stack.baseUrl, method, path, body, headers),
    client,
    requestBody(await shippingRefs(run.stack.deps.db)),
  );
  caseId = filed.id;
  // A master of this file's own: other browser tests switch the demo master's language (saved in
  // the profile, which the console adopts at login) while this one runs beside them.
  const demo = await run.stack.deps.db('users').where({ email: 'master@example.com' }).first('password_hash');
  await run.stack.deps.db('users').insert({
    name: 'Lúcia',
    last_name: 'Prado',
    email: MASTER,
    role: 'MASTER',
    language: 'pt-BR',
    password_hash: demo.passwordHash,
  });
  caseReference = filed.reference;
  const context = await run.browser.newContext({
    acceptDownloads: true,
    viewport: { width: 1440, height: 900 },
  });
  page = await context.newPage();
  page.on('pageerror', (err) => pageErrors.push(err.message));
}, 120_000);

async function signIn(email: string) {
  await page.goto(consoleUrl('/login'));
  await page.fill('input[name=username]', email);
  await page.fill('input[name=password]', PASSWORD);
  await page.click('button[type=submit]');
  await page.getByText('Mediana até a primeira resposta').waitFor();
}

/** The language as the console keeps it between visits (the top bar's switch writes the same). */
async function useLanguage(language: string) {
  await page.evaluate((l) => localStorage.setItem('language', l), language);
  await page.reload();
}

async function showDashboard(label: string) {
  await page.goto(consoleUrl('/'));
  await page.getByText(label).waitFor();
  // recharts arrives lazily after the figures: wait for the three charts to draw.
  await page.locator('.recharts-surface').nth(2).waitFor();
  // The pointer left over a bar would leave its tooltip in the screenshot.
  await page.mouse.move(0, 0);
}

async function showHistory(eventText: string) {
  await page.goto(consoleUrl(`/workflow-history/reimbursements/${caseId}`));
  await page.getByText(eventText).first().waitFor();
}

describe('the back office', () => {
  it('opens on the dashboard with its KPI charts', async () => {
    await signIn(MASTER);
    await showDashboard('Solicitações abertas por status');
    await screenshot(page, 'console-dashboard-pt-BR');
  }, 60_000);

  it('registers a port and deletes it after asking "Tem certeza de que quer excluir?"', async () => {
    await page.goto(consoleUrl('/ports/create'));
    // The form refuses a malformed UN/LOCODE before sending, in the field's words.
    await page.fill('input[name=name]', 'Porto do Teste');
    await page.fill('input[name=code]', 'B1');
    await page.fill('input[name=city]', 'Testópolis');
    await page.fill('input[name=country]', 'BR');
    await page.click('button[type=submit]');
    await page
      .getByText('O código do porto é um UN/LOCODE: 2 letras do país e 3 letras ou algarismos (ex.: BRSSZ)')
      .waitFor();
    await page.fill('input[name=code]', 'BRZTS');
    await page.click('button[type=submit]');
    await page.getByText('Porto cadastrado com sucesso').waitFor();

    await page.fill('input[name=q]', 'BRZTS');
    const row = page.locator('tr', { hasText: 'BRZTS' });
    await row.waitFor();
    await row.getByRole('button').click();
    await page.getByText('Tem certeza de que quer excluir?').waitFor();
    await page.getByText('Porto do Teste (BRZTS)').waitFor();
    // The spec's answers (SPEC §9: dialog buttons Sim/Não), in the console too.
    await page.getByRole('dialog').getByRole('button', { name: 'Não' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Sim' }).click();
    await page.getByText('Removido com sucesso').waitFor();
    const stored = await run.stack.deps.db('ports').where({ code: 'BRZTS' }).first();
    expect(stored.deletedAt).not.toBeNull();
  }, 60_000);

  it("says what a new e-mail set off: an invited user's fresh invitation, a signed-up user's link to confirm", async () => {
    const suffix = Date.now();
    const demo = await run.stack.deps
      .db('users')
      .where({ email: 'master@example.com' })
      .first('password_hash');
    const [invited, member] = await run.stack.deps
      .db('users')
      .insert([
        {
          name: 'Iara',
          last_name: 'Convidada',
          email: `iara.${suffix}@example.com`,
          role: 'CLAIMS',
          team: 'CLI_SAO',
        },
        {
          name: 'Joaquín',
          last_name: 'Peña',
          email: `joaquin.${suffix}@example.com`,
          role: 'CLAIMS',
          team: 'BUE',
          password_hash: demo.passwordHash,
        },
      ])
      .returning('id');

    await page.goto(consoleUrl(`/users/${invited.id}`));
    await page.locator('input[name=email]').fill(`iara.nova.${suffix}@example.com`);
    await page.click('button[type=submit]');
    await page
      .getByText(
        `Usuário atualizado. Enviamos um convite para o novo e-mail, iara.nova.${suffix}@example.com; o link enviado antes deixou de valer.`,
      )
      .waitFor();

    await page.goto(consoleUrl(`/users/${member.id}`));
    await page.locator('input[name=email]').fill(`joaquin.nuevo.${suffix}@example.com`);
    await page.click('button[type=submit]');
    await page
      .getByText(
        `Usuário atualizado. O novo e-mail, joaquin.nuevo.${suffix}@example.com, precisa ser confirmado: enviamos um link para ele. Até a confirmação, a conta continua com joaquin.${suffix}@example.com.`,
      )
      .waitFor();
    const kept = await run.stack.deps.db('users').where({ id: member.id }).first('email');
    expect(kept.email).toBe(`joaquin.${suffix}@example.com`);
  }, 60_000);

  it('requests the open processes report, follows its progress and downloads it as CSV and XLSX', async () => {
    await page.goto(consoleUrl('/reports'));
    await page.getByRole('button', { name: 'Solicitar relatório' }).click();
    await page.waitForURL(/#\/reports\/[0-9a-f-]{36}$/);
    await page.getByText('Pronto', { exact: true }).waitFor({ timeout: 30_000 });
    await page.getByRole('cell', { name: caseReference }).waitFor();
    await screenshot(page, 'console-report-pt-BR');

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe('open_processes.csv');
    const text = fs.readFileSync((await csv.path())!, 'utf8');
    expect(text.split('\r\n')[0]).toContain('Processo');
    expect(text).toContain(caseReference);

    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar XLSX' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toBe('open_processes.xlsx');
    // An XLSX is a zip archive.
    expect(
      fs
        .readFileSync((await xlsx.path())!)
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  }, 60_000);

  it('shows a master the settings of every office, timers in days', async () => {
    await page.goto(consoleUrl('/settings'));
    await page.getByText('Escritório: Brasil').waitFor();
    expect(await page.getByLabel('Prazo de aviso da carta protesto (dias)').nth(1).inputValue()).toBe('10');
    await screenshot(page, 'console-settings-pt-BR');
  }, 60_000);

  it("reads a case's workflow history with the link to the Temporal UI", async () => {
    // Found by its reference from the menu's page, as an operator would look a case up.
    await page.goto(consoleUrl('/workflow-history'));
    await page.getByLabel('Processo').fill(caseReference);
    await page.getByRole('button', { name: 'Abrir histórico' }).click();
    await page.waitForURL(new RegExp(`#/workflow-history/reimbursements/${caseId}$`));
    // In the case's words (issue 16): the filing and what was asked, not Temporal's names.
    await page.getByText('Pedido recebido: Solicitação criada').first().waitFor();
    await page.getByRole('cell', { name: 'Solicitação criada', exact: true }).first().waitFor();
    expect(await page.getByText(/creationRecorded|recordReimbursementTransition/).count()).toBe(0);
    await page.getByText(`Histórico do workflow: ${caseReference}`).first().waitFor();
    const temporal = page.getByRole('link', { name: 'Abrir no Temporal' });
    expect(await temporal.getAttribute('href')).toMatch(new RegExp(`/workflows/reimbursement-${caseId}$`));
    await screenshot(page, 'console-workflow-history-pt-BR');
  }, 60_000);

  it('speaks English when the master switches language', async () => {
    await useLanguage('en');
    await showDashboard('Open requests by status');
    await screenshot(page, 'console-dashboard-en');
    await showHistory('Request received: Request created');
    await screenshot(page, 'console-workflow-history-en');
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
