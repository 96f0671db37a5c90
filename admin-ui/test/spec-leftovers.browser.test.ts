import { browserAgainstStack } from '@claims/scripts/testing/browser-stack';
import { screenshot } from '@claims/scripts/testing/browser';
import { watchFailures } from '@claims/scripts/testing/page-failures';
import { api } from '@claims/api/testing/stack-harness';
import { signedIn } from '@claims/api/testing/tokens';
import { uniqueCnpj } from '@claims/api/testing/tax-ids';
import { signedInOn } from '@claims/scripts/testing/portal-session';

/** SPEC §9 and §5 in the console: page sizes, remote autocomplete past 2 characters, "n/total escolhidos". */
const run = browserAgainstStack();

describe("the spec's table and input rules in the console", () => {
  it('lists offer 5, 6 and 10 rows per page, 10 by default', async () => {
    const { context, page } = await signedInOn(run, 'claims@example.com', { language: 'pt-BR' });
    const watch = watchFailures(page);
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/api/ports?') && asked.push(decodeURIComponent(r.url())));
    await page.goto(`${run.stack.baseUrl}/admin/#/ports`);
    await page.locator('table').first().waitFor();
    expect(asked.some((url) => url.includes('range=[0,9]'))).toBe(true);
    await page.locator('.MuiTablePagination-select').first().click();
    const options = await page.getByRole('option').allTextContents();
    expect(options).toEqual(['5', '6', '10']);
    await page.keyboard.press('Escape');
    expect(watch.failures()).toEqual([]);
    await context.close();
  }, 60_000);

  it('a remote autocomplete asks the api only past 2 characters, and a multi-select says "n/total escolhidos" past 2', async () => {
    const claims = await signedIn(run.stack.deps.db, 'claims@example.com');
    // Tax ids of their own: tax ids are unique, and other test files add clients to the same database.
    for (const name of ['Zeta Açúcar Ltda', 'Zeta Café S.A.', 'Zeta Soja Ltda'])
      expect(
        (
          await api(
            run.stack.baseUrl,
            'POST',
            '/api/clients',
            { name, taxId: uniqueCnpj().formatted, country: 'BR' },
            claims,
          )
        ).status,
      ).toBe(201);
    const broker = await run.stack.deps.db('customs_brokers').orderBy('name').first('id');
    const { context, page } = await signedInOn(run, 'master@example.com', { language: 'pt-BR' });
    const watch = watchFailures(page);
    const searches: string[] = [];
    page.on('request', (r) => {
      const url = decodeURIComponent(r.url());
      if (url.includes('/api/clients?') && url.includes('"q"')) searches.push(url);
    });
    await page.goto(`${run.stack.baseUrl}/admin/#/customs-brokers/${broker.id}`);
    const input = page.getByRole('combobox', { name: 'Clientes' });
    await input.waitFor();
    await input.fill('Ze');
    await page.waitForTimeout(800);
    expect(searches).toEqual([]);
    await input.fill('Zeta');
    await page.getByRole('option', { name: 'Zeta Açúcar Ltda' }).click();
    expect(searches.some((url) => url.includes('"q":"Zeta"'))).toBe(true);
    for (const name of ['Zeta Café S.A.', 'Zeta Soja Ltda']) {
      await input.fill('Zeta');
      await page.getByRole('option', { name }).click();
    }
    // Three chosen (with whatever the broker represented before): a count, not a row of chips.
    await page.getByText(/^\d+\/\d+ escolhidos$/).waitFor();
    expect(await page.getByText('Zeta Soja Ltda').count()).toBe(0);
    await screenshot(page, 'console-multiselect-count-pt-BR');
    expect(watch.failures()).toEqual([]);
    await context.close();
  }, 90_000);
});
