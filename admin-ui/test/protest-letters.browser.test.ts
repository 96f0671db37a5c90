import type { Page } from 'playwright-core';
import { api } from '@claims/api/testing/stack-harness';
import { ownUser, signedIn } from '@claims/api/testing/tokens';
import { browserAgainstStack } from '@claims/scripts/testing/browser-stack';
import { screenshot } from '@claims/scripts/testing/browser';
import { watchFailures } from '@claims/scripts/testing/page-failures';
import { fileProtestLetter, inspectionToday, letterBody } from '@claims/api/testing/protest-builders';
import { shippingRefs } from '@claims/api/testing/reimbursement-builders';
import { signedInOn } from '@claims/scripts/testing/portal-session';
import { offeredActions, openConsole, signInAsStaff } from '@claims/scripts/testing/console-harness';

/** Letters of protest and their inspections in the console, against the real stack. */
const run = browserAgainstStack();
let page: Page;
let analyst: string;

const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  api(run.stack.baseUrl, method, path, body, headers);

async function fileLetter(overrides: Record<string, unknown>) {
  const client = await signedIn(run.stack.deps.db, 'client@example.com');
  const refs = await shippingRefs(run.stack.deps.db);
  const ports = { embarkation: refs.portOfLoadingId, discharge: refs.portOfDischargeId };
  return fileProtestLetter(run.stack.baseUrl, call, client, letterBody(ports, overrides));
}

const waitForStatus = (status: string) =>
  page.locator(`h1 ~ [data-status="${status}"]`).first().waitFor({ timeout: 20_000 });

async function act(label: string, fill?: () => Promise<void>) {
  await page.getByRole('toolbar').getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  if (fill) await fill();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 20_000 });
}

describe('letters of protest in the console', () => {
  it('schedules the inspection with an inspector, opens the analysis and records its statement', async () => {
    const client = await signedIn(run.stack.deps.db, 'client@example.com');
    const inspector = await signedIn(run.stack.deps.db, 'inspector@example.com');
    const letter = await fileLetter({ inspectionRequested: true });
    // Asked for today, so scheduled for today (the dialog starts from the request): the
    // inspector's result may then be recorded, as it may not before the inspection's day.
    const requested = await call(
      'POST',
      `/api/protest-letters/${letter.id}/actions/requestInspection`,
      {
        ...inspectionToday('BR'),
        name: 'Carlos Almeida',
        contact: 'Armazém 3',
        telephone: '+55 13 99999-0000',
        address: 'Rua do Porto, 100, Santos/SP',
        email: 'carlos@alfa-exportadora.example.com',
      },
      client,
    );
    expect(requested.status).toBe(200);
    // A letter filed long after discharge: accepted, flagged.
    const late = await fileLetter({ dischargeDate: '2026-01-05' });

    page = await openConsole(run.browser, run.stack);
    // An analyst of its own: another file may switch the demo analyst's language meanwhile.
    analyst = await ownUser(run.stack.deps.db, 'CLAIMS', 'console', { name: 'Rafael', lastName: 'Moreira' });
    await signInAsStaff(page, analyst, 'Rafael Moreira');
    await page.goto(`${run.stack.baseUrl}/admin/#/protest-letters`);
    await page.getByRole('cell', { name: late.reference }).waitFor();
    const lateRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: late.reference }) });
    await lateRow.getByText('Aviso fora do prazo').waitFor();
    await screenshot(page, 'console-protest-list-pt-BR');

    await page.getByRole('cell', { name: letter.reference }).click();
    await waitForStatus('INSPECTION_REQUESTED');
    // The letter's card names the vessel alone ("Navio"); its voyage has a line of its own.
    await page.getByText('Navio', { exact: true }).first().waitFor();
    expect(await page.getByText('Navio / viagem').count()).toBe(0);
    expect((await offeredActions(page)).sort()).toEqual([
      'cancelInspection',
      'linkReimbursement',
      'scheduleInspection',
    ]);

    await act('Agendar vistoria', async () => {
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Vistoriador *').fill('James');
      await page.getByRole('option', { name: 'James Whitaker' }).click();
    });
    await page.getByText('Vistoria agendada com sucesso').first().waitFor();
    await waitForStatus('INSPECTION_SCHEDULED');
    await page.getByText('James Whitaker').first().waitFor();

    const result = await call(
      'POST',
      `/api/protest-letters/${letter.id}/actions/recordInspectionResult`,
      {
        result: 'NEGATIVE',
        observation: 'Contêiner sem avarias aparentes.',
        analysisStatement: 'Sem avaria imputável ao transporte.',
      },
      inspector,
    );
    expect(result.status).toBe(200);
    await page.reload();
    await waitForStatus('CONCLUDED');

    await act('Abrir análise');
    await waitForStatus('UNDER_ANALYSIS');
    await act('Registrar parecer da análise', async () => {
      await page
        .getByRole('dialog')
        .getByLabel('Parecer da análise *')
        .fill('Sem responsabilidade do transportador.');
    });
    await page.getByText('Análise salva com sucesso').first().waitFor();
    await waitForStatus('ANALYSIS_CONCLUDED');
    await page.getByText('Sem responsabilidade do transportador.').first().waitFor();
    await screenshot(page, 'console-protest-detail-pt-BR');
  }, 180_000);

  it('shows customer service who inspects and who acted, with no request refused (no users.read)', async () => {
    const client = await signedIn(run.stack.deps.db, 'client@example.com');
    const claims = await signedIn(run.stack.deps.db, analyst);
    const letter = await fileLetter({ inspectionRequested: true });
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const inspection = {
      date,
      hour: '09:00',
      name: 'Carlos Almeida',
      contact: 'Armazém 1',
      telephone: '+55 13 99999-0000',
      address: 'Rua do Porto, 100, Santos/SP',
      email: 'carlos@alfa-exportadora.example.com',
    };
    expect(
      (await call('POST', `/api/protest-letters/${letter.id}/actions/requestInspection`, inspection, client))
        .status,
    ).toBe(200);
    const inspector = await run.stack.deps.db('users').where({ email: 'inspector@example.com' }).first('id');
    expect(
      (
        await call(
          'POST',
          `/api/protest-letters/${letter.id}/actions/scheduleInspection`,
          { inspectorId: inspector.id, date, hour: '09:00' },
          claims,
        )
      ).status,
    ).toBe(200);

    const service = await signedInOn(run, 'service@example.com', { language: 'pt-BR' });
    // GET /api/users/:id answers 403 to customer service: the letter must name people itself.
    const watch = watchFailures(service.page);
    await service.page.goto(`${run.stack.baseUrl}/admin/#/protest-letters/${letter.id}/show`);
    await service.page.locator('h1 ~ [data-status="INSPECTION_SCHEDULED"]').first().waitFor();
    await service.page.getByText('James Whitaker').first().waitFor();
    await service.page.getByRole('cell', { name: 'Carlos Almeida' }).first().waitFor();
    // The notifications stream keeps the network busy: a moment for any late request to answer.
    await service.page.waitForTimeout(1000);
    expect(watch.failures()).toEqual([]);
    await service.context.close();
  }, 120_000);
});
