import type { Page } from 'playwright-core';
import { api } from '@claims/api/testing/stack-harness';
import { ownUser, signedIn } from '@claims/api/testing/tokens';
import { browserAgainstStack } from '@claims/scripts/testing/browser-stack';
import { screenshot } from '@claims/scripts/testing/browser';
import { fileRequestAsClient, openConsole, signInAsStaff } from '@claims/scripts/testing/console-harness';

/**
 * The top bar against the real stack with a jobs worker: notifications arrive live over the
 * stream, a report's "Ver" opens the report page, a customer's message shows in the messages dropdown.
 */
const run = browserAgainstStack({ jobs: true });
let page: Page;
let analyst: string;

/** Waits for the outbox row of an event and has this file's worker deliver it. */
async function deliver(eventKeyLike: string) {
  for (let i = 0; i < 200; i++) {
    const row = await run.stack.deps.db('outbox').where('event_key', 'like', eventKeyLike).first('event_key');
    if (row) return run.jobs.deliver(row.eventKey);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no outbox row like ${eventKeyLike}`);
}

describe('the top bar', () => {
  it('shows a new notification at once and opens the report from its "Ver"', async () => {
    page = await openConsole(run.browser, run.stack);
    // An analyst of its own: another file may switch the demo analyst's language meanwhile.
    analyst = await ownUser(run.stack.deps.db, 'CLAIMS', 'console', { name: 'Rafael', lastName: 'Moreira' });
    await signInAsStaff(page, analyst, 'Rafael Moreira');
    await page.goto(`${run.stack.baseUrl}/admin/#/reimbursements`);
    await page.getByRole('heading', { name: 'Solicitações de ressarcimento' }).first().waitFor();

    const claims = await signedIn(run.stack.deps.db, analyst);
    const report = await api(run.stack.baseUrl, 'POST', '/api/reports', { type: 'OPEN_PROCESSES' }, claims);
    expect(report.status).toBe(201);
    await deliver(`report:${report.body.id}:ready`);

    const toast = page.getByRole('alert').filter({ hasText: 'Relatório pronto' });
    await toast.waitFor({ timeout: 30_000 });
    await screenshot(page, 'console-notification-toast');
    await toast.getByRole('button', { name: 'Ver' }).click();
    await page.waitForURL(new RegExp(`#/reports/${report.body.id}$`));

    await page.getByRole('button', { name: 'Notificações' }).click();
    const dropdown = page.getByRole('region', { name: 'Notificações' });
    await dropdown.getByText('Relatório pronto').first().waitFor();
    // "Ver" sits beside the notice's text, never over it (testers saw it cover the title at 1280).
    const item = dropdown.getByRole('listitem').filter({ hasText: 'Relatório pronto' }).first();
    const text = (await item.locator('.MuiListItemText-root').boundingBox())!;
    const view = (await item.getByRole('button', { name: 'Ver' }).boundingBox())!;
    expect(text.x + text.width).toBeLessThanOrEqual(view.x);
    await page.keyboard.press('Escape');
  }, 120_000);

  it("lists a customer's message in the messages dropdown and opens its case", async () => {
    const request = await fileRequestAsClient(run.stack);
    const client = await signedIn(run.stack.deps.db, 'client@example.com');
    const sent = await api(
      run.stack.baseUrl,
      'POST',
      `/api/reimbursements/${request.id}/messages`,
      { text: 'Os documentos seguem por e-mail hoje.' },
      client,
    );
    expect(sent.status).toBe(201);
    await deliver(`message:${sent.body.id}:%`);

    await page.getByRole('alert').filter({ hasText: request.reference }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Mensagens' }).click();
    const dropdown = page.getByRole('region', { name: 'Mensagens' });
    await dropdown.getByText('Os documentos seguem por e-mail hoje.', { exact: false }).waitFor();
    await screenshot(page, 'console-messages-dropdown');
    await dropdown.getByText(request.reference, { exact: false }).first().click();
    await page.waitForURL(new RegExp(`#/reimbursements/${request.id}/show`));
    await page.getByText('Os documentos seguem por e-mail hoje.').last().waitFor();
  }, 120_000);
});
