import type { Browser } from 'playwright-core';
import { startTestStack, type TestStack } from '@claims/scripts/src/testing/stack-harness';
import { launchBrowser } from '@claims/scripts/src/testing/browser';
import { PDF } from '@claims/scripts/src/testing/reimbursement-builders';
import { byLabel, shot, signedInContext } from './portal-session';

let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('the protest letter', () => {
  it('a client files one in Step 1 to Step 4, then requests its inspection', async () => {
    const { context, page } = await signedInContext(
      browser,
      stack.baseUrl,
      stack.deps.db,
      'client@example.com',
    );
    const next = async (step: number) => {
      await page.getByRole('button', { name: 'Próximo', exact: true }).click();
      await page.getByRole('heading', { name: new RegExp(`^Passo ${step}:`) }).waitFor();
    };
    await page.goto(`${stack.baseUrl}/protest/create`);
    await page.getByRole('heading', { name: /^Passo 1:/ }).waitFor();
    await byLabel(page, 'Conhecimento de embarque (BL)').fill('MSCUSSZ123456');
    await byLabel(page, 'Navio').fill('MSC Alfa');
    await byLabel(page, 'Viagem').fill('245S');
    await byLabel(page, 'Mercadoria').fill('Café em grãos, 320 sacas');
    await byLabel(page, 'Empresa notificante').fill('Exportadora Alfa Ltda');
    await byLabel(page, 'Porto de embarque').selectOption({ index: 1 });
    await byLabel(page, 'Porto de descarga').selectOption({ index: 2 });
    await byLabel(page, 'Data de descarga').fill(new Date().toISOString().slice(0, 10));
    await shot(page, 'portal-protest-step-1-pt-BR');
    await next(2);

    await byLabel(page, 'Número').fill('MSCU1234566');
    await byLabel(page, 'Lacre manifestado').fill('SL1001');
    await page.getByLabel('Amassado/riscado/enferrujado').check();
    await shot(page, 'portal-protest-step-2-pt-BR');
    await next(3);

    for (const type of ['DAMAGE_REPORT', 'CTE', 'NOTA_FISCAL', 'PACKING_LIST']) {
      await byLabel(page, 'Tipo de documento').selectOption(type);
      await page.locator('input[type=file]').setInputFiles({
        name: `${type.toLowerCase()}.pdf`,
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await page.locator('.upload-item', { hasText: `${type.toLowerCase()}.pdf` }).waitFor();
    }
    await shot(page, 'portal-protest-step-3-pt-BR');
    await next(4);
    await page.getByLabel('Solicitar vistoria junto com a carta').check();
    await shot(page, 'portal-protest-step-4-pt-BR');
    await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await page.getByRole('heading', { name: 'Pronto!' }).waitFor();
    await page.getByRole('link', { name: 'Abrir o processo' }).click();
    await page.waitForURL(/\/processes\/details\//);

    await page.getByRole('link', { name: 'Solicitar vistoria' }).click();
    await page.waitForURL(/\/processes\/request-inspection\//);
    await byLabel(page, 'Data').fill('2030-05-10');
    await byLabel(page, 'Hora').fill('09:30');
    await byLabel(page, 'Nome').fill('Maria Souza');
    await byLabel(page, 'Contato').fill('Armazém 4');
    await byLabel(page, 'Telefone').fill('+55 13 99999-0000');
    await byLabel(page, 'Endereço').fill('Av. Portuária 100, Santos');
    await byLabel(page, 'E-mail').fill('maria@alfa.example.com');
    await shot(page, 'portal-request-inspection-pt-BR');
    await page.getByRole('button', { name: 'Solicitar vistoria' }).click();
    await page.waitForURL(/\/processes\/details\//);
    await page.getByText('Vistoria solicitada').first().waitFor();
    await shot(page, 'portal-protest-detail-pt-BR');
    await context.close();
  }, 120_000);
});
