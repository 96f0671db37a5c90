import type { Page } from 'playwright-core';
import { browserAgainstStack } from '@claims/scripts/testing/browser-stack';
import {
  byLabel,
  pressNext,
  seriousViolations,
  shot,
  signedInOn,
} from '@claims/scripts/testing/portal-session';

const run = browserAgainstStack();

/** Every failed answer and console error of a page, so a test can say which ones it expected. */
function watchFailures(page: Page) {
  const failures: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 400) failures.push(`${res.status()} ${new URL(res.url()).pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (err) => failures.push(`pageerror: ${err.message}`));
  return failures;
}

describe('a screen that fails', () => {
  it('shows the localized error page with a way back, reports it with a request id, and the draft is kept', async () => {
    const { context, page } = await signedInOn(run, 'client@example.com', { language: 'es' });
    const failures = watchFailures(page);
    await page.goto(`${run.stack.baseUrl}/request-reimbursement/create`);
    await page.getByRole('heading', { name: /^Paso 1:/ }).waitFor();
    await byLabel(page, 'CNPJ').fill('43.219.876/0001-36');
    await byLabel(page, 'Razón social').fill('Exportadora Alfa Ltda');
    await byLabel(page, 'Inscripción estatal').fill('110.042.490.114');
    await byLabel(page, 'Inscripción municipal').fill('4.123.456-7');
    await pressNext(page, 'Siguiente');
    await page.getByRole('heading', { name: /^Paso 2:/ }).waitFor();
    await page.waitForURL(/\/request-reimbursement\/create\/[0-9a-f-]{36}(\?step=\d+)?$/);
    const draftUrl = page.url();
    // Typed after the last save: kept by the tab until the next one.
    await byLabel(page, 'Viaje').fill('245S');
    await byLabel(page, 'Número de booking').fill('BK2026001');

    // The network drops while the next screen's code loads: a real failure, nothing faked in the app.
    await page.route(/\/assets\/DraftsPage-[^/]+\.js$/, (route) => route.abort('connectionreset'));
    const reported = page.waitForResponse(
      (res) => res.url().endsWith('/api/client-errors') && res.request().method() === 'POST',
    );
    await page.getByRole('link', { name: 'Borradores' }).first().click();
    await page.getByRole('heading', { name: 'Algo salió mal en esta pantalla' }).waitFor();
    const report = await reported;
    expect(report.status()).toBe(204);
    const sent = report.request().postDataJSON();
    expect(sent).toMatchObject({ ui: 'portal', route: '/processes/draft' });
    expect(sent.message).toBeTruthy();
    // The request id the page shows is the one the api logged the report under.
    await page.getByText(`Código del error: ${report.headers()['x-request-id']}`).waitFor();
    // Still inside the layout: the menu is there, and a way back.
    expect(await page.getByRole('navigation').count()).toBeGreaterThan(0);
    expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
    await shot(page, 'portal-route-error-es');
    expect(await seriousViolations(page)).toEqual([]);

    await page.unroute(/\/assets\/DraftsPage-[^/]+\.js$/);
    await page.getByRole('link', { name: 'Volver a los procesos' }).click();
    await page.waitForURL(/\/processes\/list$/);

    // The draft is intact: it opens at its first incomplete step with what was typed before,
    // even what was typed after its last save.
    await page.goto(draftUrl);
    await page.getByRole('heading', { name: /^Paso 2:/ }).waitFor();
    expect(await byLabel(page, 'Viaje').inputValue()).toBe('245S');
    expect(await byLabel(page, 'Número de booking').inputValue()).toBe('BK2026001');
    await page.getByRole('button', { name: 'Volver', exact: true }).click();
    await page.getByRole('heading', { name: /^Paso 1:/ }).waitFor();
    expect(await byLabel(page, 'Razón social').inputValue()).toBe('Exportadora Alfa Ltda');

    // Only the dropped chunk failed: no other 4xx/5xx, no other console error.
    const dropped = (f: string) =>
      /Failed to fetch dynamically imported module: .*DraftsPage/.test(f) ||
      f === 'console: Failed to load resource: net::ERR_CONNECTION_RESET';
    expect(failures.filter((f) => !dropped(f))).toEqual([]);
    expect(failures.filter((f) => f.endsWith('ERR_CONNECTION_RESET'))).toHaveLength(1);
    await context.close();
  }, 120_000);

  it("shows the crash page in the browser's language, not a loading line forever, when the texts cannot load", async () => {
    const context = await run.browser.newContext({ locale: 'es-AR' });
    context.setDefaultTimeout(60_000);
    const page = await context.newPage();
    const failures = watchFailures(page);
    // The texts are a chunk of their own since issue 19; the network drops while it loads.
    await page.route(/\/assets\/translate-[^/]+\.js$/, (route) => route.abort('connectionreset'));
    await page.goto(`${run.stack.baseUrl}/auth/login`);
    await page.getByRole('heading', { name: 'Algo salió mal en esta pantalla' }).waitFor();
    expect(await page.getByText('Unexpected Application Error').count()).toBe(0);

    // Trying again once the network is back opens the screen.
    await page.unroute(/\/assets\/translate-[^/]+\.js$/);
    await page.getByRole('link', { name: 'Intentar de nuevo' }).click();
    await page.getByRole('button', { name: 'Ingresar', exact: true }).waitFor();
    const dropped = (f: string) =>
      /Failed to fetch dynamically imported module: .*translate/.test(f) ||
      f === 'console: Failed to load resource: net::ERR_CONNECTION_RESET';
    expect(failures.filter((f) => !dropped(f))).toEqual([]);
    await context.close();
  }, 120_000);
});
