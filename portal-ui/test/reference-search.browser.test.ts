import { api } from '@claims/api/testing/stack-harness';
import { browserAgainstStack } from '@claims/scripts/testing/browser-stack';
import { until } from '@claims/workers/testing/jobs-harness';
import { byLabel, chooseOption, shot, signedInOn } from '@claims/scripts/testing/portal-session';
import { watchPage } from './page-watch';

/**
 * A port past the first page of the list (the api gives 100 rows a page) is reached by typing
 * its name: staff add ports, and the 101st by name was once out of every port field's reach.
 */
const run = browserAgainstStack();

/** Three letters of the alphabet for `n` (0 → AAA): codes of this file's own ports. */
const letters = (n: number) =>
  [Math.floor(n / 676), Math.floor(n / 26) % 26, n % 26].map((d) => String.fromCharCode(65 + d)).join('');

describe('a port past the first hundred', () => {
  it('is found by typing part of its name, accents aside, chosen, and named again when the draft is reopened', async () => {
    const db = run.stack.deps.db;
    // A hundred and ten terminals whose names sort first: the list's first page is all theirs.
    await db('ports').insert(
      Array.from({ length: 110 }, (_, i) => ({
        code: `UY${letters(i + 26 * 26 * 20)}`,
        name: `Aaa Terminal ${String(i + 1).padStart(3, '0')}`,
        city: 'Nueva Palmira',
        country: 'UY',
      })),
    );
    await db('ports').insert({
      code: 'PYZZQ',
      name: 'Zona Franca Asunción Norte',
      city: 'Asunción',
      country: 'PY',
    });
    const chosen = 'Zona Franca Asunción Norte (PYZZQ)';

    const { context, page, headers } = await signedInOn(run, 'client@example.com');
    const problems = watchPage(page, 'client@example.com');
    await page.goto(`${run.stack.baseUrl}/protest/create`);
    await page.getByRole('heading', { name: /^Passo 1:/ }).waitFor();
    await byLabel(page, 'Conhecimento de embarque (BL)').fill('MSCUSSZ123456');
    await byLabel(page, 'Navio').fill('MSC Alfa');
    await byLabel(page, 'Viagem').fill('245S');
    await byLabel(page, 'Mercadoria').fill('Erva-mate, 640 sacas');
    await byLabel(page, 'Empresa notificante').fill('Exportadora Alfa Ltda');

    // Opened, the list shows the first page, and says the rest is found by typing.
    const loading = byLabel(page, 'Porto de embarque');
    await loading.click();
    const firstPage = page.locator(`[id="${await loading.getAttribute('aria-controls')}"]`);
    await firstPage.getByRole('option', { name: 'Aaa Terminal 001 (UYUAA)' }).waitFor();
    expect(await firstPage.getByRole('option').count()).toBe(100);
    expect(await firstPage.getByRole('option', { name: chosen }).count()).toBe(0);
    await page.getByText('Digite mais de 2 caracteres para buscar entre todas as opções').waitFor();
    await page.keyboard.press('Escape');
    await chooseOption(page, 'Porto de embarque', { nth: 0 });

    // Typed without its accent, the api finds it among all the ports; the arrow and Enter pick it.
    const discharge = byLabel(page, 'Porto de descarga');
    await discharge.fill('asuncion nor');
    const found = page.locator(`[id="${await discharge.getAttribute('aria-controls')}"]`);
    await found.getByRole('option', { name: chosen }).waitFor();
    expect(await found.getByRole('option').allTextContents()).toEqual([chosen]);
    await shot(page, 'portal-port-found-by-typing');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await discharge.inputValue()).toBe(chosen);
    await byLabel(page, 'Data de descarga').fill('20/11/2026');
    await shot(page, 'portal-port-past-first-page');
    await page.getByRole('button', { name: 'Próximo', exact: true }).click();
    await page.getByRole('heading', { name: /^Passo 2:/ }).waitFor();

    // The draft holds the port; reopened at its first step, the field names it again.
    const draft = /[?&]draft=([0-9a-f-]{36})/.exec(page.url())![1]!;
    const saved = await api(
      run.stack.baseUrl,
      'GET',
      `/api/protest-letters/drafts/${draft}`,
      undefined,
      headers,
    );
    const port = await db('ports').where({ code: 'PYZZQ' }).first('id');
    expect(saved.body.data.portOfDischargeId).toBe(port.id);
    await page.goto(`${run.stack.baseUrl}/protest/create?draft=${draft}&step=1`);
    await page.getByRole('heading', { name: /^Passo 1:/ }).waitFor();
    await until('the port past the first page named again', async () =>
      (await byLabel(page, 'Porto de descarga').inputValue()) === chosen ? true : null,
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});
