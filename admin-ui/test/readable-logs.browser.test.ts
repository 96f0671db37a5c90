import { randomBytes } from 'node:crypto';
import { browserAgainstStack } from '@claims/scripts/testing/browser-stack';
import { screenshot } from '@claims/scripts/testing/browser';
import { watchFailures } from '@claims/scripts/testing/page-failures';
import { fileReimbursement, requestBody, shippingRefs } from '@claims/api/testing/reimbursement-builders';
import { api } from '@claims/api/testing/stack-harness';
import { editedCompany } from '@claims/api/testing/company-edits';
import { signedIn } from '@claims/api/testing/tokens';
import { signedInOn } from '@claims/scripts/testing/portal-session';

/**
 * The audit log and a case's workflow history read in words (issue 16), by a master who reads
 * Spanish in São Paulo: 24-hour times, actions and records by name, before → after.
 */
const run = browserAgainstStack();

const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  api(run.stack.baseUrl, method, path, body, headers);

describe('readable audit and history', () => {
  it('the audit log shows 23:28:43 (not 11:28:43), the action and the port by name, and the city before → after', async () => {
    const claims = await signedIn(run.stack.deps.db, 'claims@example.com');
    const port = await run.stack.deps.db('ports').where({ country: 'AR' }).orderBy('code').first();
    expect(
      (await call('PUT', `/api/ports/${port.id}`, { city: 'San Nicolás de los Arroyos' }, claims)).status,
    ).toBe(200);
    // 02:28:43 UTC is 23:28:43 the evening before in São Paulo.
    await run.stack.deps
      .db('audit_log')
      .where({ action: 'ports.update', entity_id: port.id })
      .update({ at: '2026-11-24T02:28:43Z' });
    const { context, page } = await signedInOn(run, 'master@example.com', {
      language: 'es',
      timezoneId: 'America/Sao_Paulo',
    });
    const watch = watchFailures(page);
    // Searched by the port's id: other test files write newer audit rows into the same database.
    await page.goto(
      `${run.stack.baseUrl}/admin/#/audit-log?filter=${encodeURIComponent(JSON.stringify({ q: port.id }))}`,
    );
    const row = page.getByRole('row').filter({ hasText: port.name });
    await row.getByText('23/11/2026, 23:28:43').waitFor();
    await row.getByText('Modificación').waitFor();
    await row.getByText('Puerto', { exact: true }).waitFor();
    await row.getByText(`${port.city} → San Nicolás de los Arroyos`).waitFor();
    expect(await row.getByText('Ciudad:').count()).toBe(1);
    expect(await page.getByText('ports.update').count()).toBe(0);
    expect(await page.getByText(port.id).count()).toBe(0);
    await screenshot(page, 'console-audit-log-es');
    expect(watch.failures()).toEqual([]);
    await context.close();
  }, 90_000);

  it('a client edit and its user read with names, never ids, and the tax id masked', async () => {
    const master = await signedIn(run.stack.deps.db, 'master@example.com', 'es');
    const suffix = randomBytes(3).toString('hex');
    const { brokerId, clientId, userId, taxIds } = await editedCompany(run.stack.baseUrl, master, {
      broker: `Despachos Ñuñoa ${suffix}`,
      client: `Importadora Araçá ${suffix}`,
      taxIdTyped: 'digits',
    });
    const [first, second] = taxIds;

    const { context, page } = await signedInOn(run, 'master@example.com', { language: 'es' });
    const watch = watchFailures(page);
    const search = (id: string) =>
      `${run.stack.baseUrl}/admin/#/audit-log?filter=${encodeURIComponent(JSON.stringify({ q: id }))}`;
    await page.goto(search(clientId));
    const change = page.getByRole('row').filter({ hasText: 'Modificación' });
    await change.getByText(`— → Despachos Ñuñoa ${suffix}`).waitFor();
    await change.getByText(`${first.formatted} → ${second.formatted}`).waitFor();
    await change.getByText('Despachantes:').waitFor();
    await change.getByText('Documento fiscal:').waitFor();
    const registered = page.getByRole('row').filter({ hasText: 'Alta' });
    await registered.getByText(first.formatted).waitFor();
    expect(await page.getByText(brokerId).count()).toBe(0);
    expect(await page.getByText(/taxIdFormatted|customsBrokerIds/).count()).toBe(0);
    await screenshot(page, 'console-audit-log-client-names-es');

    await page.goto(search(userId));
    const invited = page.getByRole('row').filter({ hasText: 'Alta' });
    await invited.getByText(`Cliente: Importadora Araçá ${suffix}`).waitFor();
    expect(await page.getByText(clientId).count()).toBe(0);
    expect(watch.failures()).toEqual([]);
    await context.close();
  }, 90_000);

  it("a case's workflow history says what happened in the case's words", async () => {
    const client = await signedIn(run.stack.deps.db, 'client@example.com');
    const filed = await fileReimbursement(
      run.stack.baseUrl,
      call,
      client,
      requestBody(await shippingRefs(run.stack.deps.db)),
    );
    const { context, page } = await signedInOn(run, 'master@example.com', { language: 'es' });
    const watch = watchFailures(page);
    await page.goto(`${run.stack.baseUrl}/admin/#/workflow-history/reimbursements/${filed.id}`);
    await page.getByText('Pedido recibido: Solicitud creada').waitFor();
    // The case by its reference, never by its workflow id.
    await page
      .getByText(new RegExp(`^Solicitud de resarcimiento ${filed.reference} · \\d+ eventos$`))
      .waitFor();
    await page
      .getByRole('heading', { name: `Historial del workflow: ${filed.reference}` })
      .first()
      .waitFor();
    expect(await page.getByText(filed.id).count()).toBe(0);
    await page.getByRole('cell', { name: 'Solicitud creada', exact: true }).waitFor();
    // The case kind opened and the code's version in words: no function or patch names.
    await page.getByText('Solicitud de resarcimiento abierta').waitFor();
    await page.getByText('Versión del flujo registrada').first().waitFor();
    const technical =
      /creationRecorded|recordReimbursementTransition|reimbursementRequestWorkflow|local-projection|aceptado/;
    expect(await page.getByText(technical).count()).toBe(0);
    await screenshot(page, 'console-workflow-history-words-es');
    // Every event, Temporal's bookkeeping too, still in words.
    await page.getByLabel('Mostrar todos los eventos').check();
    await page.getByText('Decisión del próximo paso tomada').first().waitFor();
    expect(await page.getByText(technical).count()).toBe(0);
    const texts = await page.locator('tbody tr td:last-child').allInnerTexts();
    expect(texts.filter((t) => /[a-z][A-Z]/.test(t) || /workflow/i.test(t))).toEqual([]);
    await screenshot(page, 'console-workflow-history-words-all-es');
    expect(watch.failures()).toEqual([]);
    await context.close();
  }, 90_000);
});
