import type { Page } from 'playwright-core';
import { browserAgainstStack } from '@claims/scripts/testing/browser-stack';
import { openConsole, signInAsStaff } from '@claims/scripts/testing/console-harness';
import { watchFailures } from '@claims/scripts/testing/page-failures';
import { ownUser } from '@claims/api/testing/tokens';

/**
 * The console's screens and texts load as chunks of their own after its first script (issue 19):
 * each screen still opens on its first visit, and a chunk that cannot load (the network drops, or
 * a deploy removed it) shows the localized crash page instead of a blank or half-drawn console.
 */
const run = browserAgainstStack();

const consoleUrl = (route: string) => `${run.stack.baseUrl}/admin/#${route}`;

async function signedInMaster(): Promise<Page> {
  const email = await ownUser(run.stack.deps.db, 'MASTER', 'lazy-screens', {
    name: 'Lia',
    lastName: 'Prado',
  });
  const page = await openConsole(run.browser, run.stack);
  await signInAsStaff(page, email, 'Lia Prado');
  return page;
}

describe("the console's screens, loaded on first visit", () => {
  it('opens the dashboard, the case lists, a catalogue, the reports and the profile without a failure', async () => {
    const page = await signedInMaster();
    const watch = watchFailures(page);
    await page.getByText('Solicitações abertas por status').waitFor();
    await page.goto(consoleUrl('/reimbursements'));
    await page.getByRole('heading', { name: 'Solicitações de ressarcimento' }).first().waitFor();
    await page.goto(consoleUrl('/protest-letters'));
    await page.getByRole('heading', { name: 'Cartas protesto' }).first().waitFor();
    await page.goto(consoleUrl('/ports/create'));
    await page.locator('input[name=code]').waitFor();
    await page.goto(consoleUrl('/reports'));
    await page.getByRole('button', { name: 'Solicitar relatório' }).waitFor();
    await page.goto(consoleUrl('/profile'));
    await page.getByRole('heading', { name: 'Meu perfil' }).first().waitFor();
    // Signing out asks nothing more of the api with the ended session (a 401 at logout before).
    await page.locator('header').getByText('Lia Prado', { exact: true }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.locator('input[name=password]').waitFor();
    await page.waitForTimeout(1_500);
    expect(watch.failures()).toEqual([]);
    await page.context().close();
  }, 120_000);

  it("shows the crash page inside the layout when a screen's code cannot load", async () => {
    const page = await signedInMaster();
    const failures: string[] = [];
    page.on('pageerror', (err) => failures.push(err.message));
    // The network drops while the ports screen's code loads: nothing faked in the app.
    await page.route(/\/admin\/assets\/ports-[^/]+\.js$/, (route) => route.abort('connectionreset'));
    await page.goto(consoleUrl('/ports'));
    await page.getByRole('alert').getByRole('heading', { name: 'Algo deu errado nesta tela' }).waitFor();
    // The menu stays, with a way back; the console did not crash as a whole.
    await page.getByRole('button', { name: 'Ir para o início' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Relatórios' }).count()).toBeGreaterThan(0);
    expect(failures).toEqual([]);

    await page.unroute(/\/admin\/assets\/ports-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Ir para o início' }).click();
    await page.getByText('Solicitações abertas por status').waitFor();
    await page.context().close();
  }, 120_000);

  it('says the console could not start, in its language, when its texts cannot load', async () => {
    const context = await run.browser.newContext({ locale: 'es-AR' });
    context.setDefaultTimeout(60_000);
    const page = await context.newPage();
    await page.route(/\/admin\/assets\/console-messages-[^/]+\.js$/, (route) =>
      route.abort('connectionreset'),
    );
    await page.goto(`${run.stack.baseUrl}/admin/`);
    await page.getByRole('alert').getByRole('heading', { name: 'Algo salió mal en esta pantalla' }).waitFor();

    // A fresh load, once the network is back, starts the console.
    await page.unroute(/\/admin\/assets\/console-messages-[^/]+\.js$/);
    await page.getByRole('link', { name: 'Ir al inicio' }).click();
    await page.getByRole('heading', { name: 'Consola de Siniestros' }).waitFor();
    await context.close();
  }, 120_000);
});
