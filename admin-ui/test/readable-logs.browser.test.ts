import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '@claims/scripts/testing/browser';
import { watchFailures } from '@claims/scripts/testing/page-failures';
import { fileReimbursement, requestBody, shippingRefs } from '@claims/api/testing/reimbursement-builders';
import { api, startTestStack, type TestStack } from '@claims/api/testing/stack-harness';
import { signedIn } from '@claims/api/testing/tokens';
import { signedInContext } from '@claims/scripts/testing/portal-session';

/**
 * The audit log and a case's workflow history read in words (issue 16), by a master who reads
 * Spanish in São Paulo: 24-hour times, actions and records by name, before → after.
 */
let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  api(stack.baseUrl, method, path, body, headers);

describe('readable audit and history', () => {
  it('the audit log shows 23:28:43 (not 11:28:43), the action and the port by name, and the city before → after', async () => {
    const claims = await signedIn(stack.deps.db, 'claims@example.com');
    const port = await stack.deps.db('ports').where({ country: 'AR' }).orderBy('code').first();
    expect(
      (await call('PUT', `/api/ports/${port.id}`, { city: 'San Nicolás de los Arroyos' }, claims)).status,
    ).toBe(200);
    // 02:28:43 UTC is 23:28:43 the evening before in São Paulo.
    await stack.deps
      .db('audit_log')
      .where({ action: 'ports.update', entity_id: port.id })
      .update({ at: '2026-11-24T02:28:43Z' });
    const { context, page } = await signedInContext(
      browser,
      stack.baseUrl,
      stack.deps.db,
      'master@example.com',
      {
        language: 'es',
        timezoneId: 'America/Sao_Paulo',
      },
    );
    const watch = watchFailures(page);
    // Searched by the port's id: other test files write newer audit rows into the same database.
    await page.goto(
      `${stack.baseUrl}/admin/#/audit-log?filter=${encodeURIComponent(JSON.stringify({ q: port.id }))}`,
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

  it("a case's workflow history says what happened in the case's words", async () => {
    const client = await signedIn(stack.deps.db, 'client@example.com');
    const filed = await fileReimbursement(
      stack.baseUrl,
      call,
      client,
      requestBody(await shippingRefs(stack.deps.db)),
    );
    const { context, page } = await signedInContext(
      browser,
      stack.baseUrl,
      stack.deps.db,
      'master@example.com',
      {
        language: 'es',
      },
    );
    const watch = watchFailures(page);
    await page.goto(`${stack.baseUrl}/admin/#/workflow-history/reimbursements/${filed.id}`);
    await page.getByText('Pedido recibido: Solicitud creada').waitFor();
    await page.getByRole('cell', { name: 'Solicitud creada', exact: true }).waitFor();
    expect(await page.getByText(/creationRecorded|recordReimbursementTransition|aceptado/).count()).toBe(0);
    await screenshot(page, 'console-workflow-history-words-es');
    expect(watch.failures()).toEqual([]);
    await context.close();
  }, 90_000);
});
