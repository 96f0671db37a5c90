import type { Locator, Page } from 'playwright-core';
import { browserAgainstStack } from '@claims/scripts/testing/browser-stack';
import { watchFailures } from '@claims/scripts/testing/page-failures';
import { fileReimbursement, requestBody, shippingRefs } from '@claims/api/testing/reimbursement-builders';
import { api } from '@claims/api/testing/stack-harness';
import { signedIn } from '@claims/api/testing/tokens';
import { byLabel, shot, signedInOn } from '@claims/scripts/testing/portal-session';
import { textOf } from './element-text';

/**
 * A request of the Argentine office reads in pesos, with reais beside them: in the portal's
 * detail, in the console's show page, and in the wizard, whose new lines start in pesos.
 * 40 × ARS 45.000,00 + ARS 150.000,00 = ARS 1.950.000,00; at 0,0055 that is R$ 10.725,00.
 */
const run = browserAgainstStack();
let requestId: string;
let refs: Awaited<ReturnType<typeof shippingRefs>>;

const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  api(run.stack.baseUrl, method, path, body, headers);

function argentineRequest() {
  return requestBody(refs, {
    office: 'AR',
    faults: [
      {
        productDescription: 'Vinho tinto, caixa com 6',
        amount: '40',
        unitPrice: '45000.00',
        totalPrice: '1800000.00',
        currency: 'ARS',
        quotation: '0.0055',
      },
    ],
    damages: [],
    extraCosts: [
      {
        description: 'Armazenagem extra',
        value: '150000.00',
        total: '150000.00',
        currency: 'ARS',
        quotation: '0.0055',
      },
    ],
  });
}

beforeAll(async () => {
  refs = await shippingRefs(run.stack.deps.db);
  const client = await signedIn(run.stack.deps.db, 'client@example.com');
  requestId = (await fileReimbursement(run.stack.baseUrl, call, client, argentineRequest())).id;
}, 120_000);

/** The amounts a total shows, in the order it shows them, as [currency, text]. */
async function amountsIn(scope: Locator) {
  const parts = scope.locator('[data-currency]');
  const out: [string, string][] = [];
  for (let i = 0; i < (await parts.count()); i++)
    out.push([(await parts.nth(i).getAttribute('data-currency')) ?? '', await textOf(parts.nth(i))]);
  return out;
}

async function portalAs(language: string) {
  const session = await signedInOn(run, 'client@example.com', { language });
  session.context.setDefaultTimeout(30_000);
  return { ...session, watch: watchFailures(session.page) };
}

async function summaryTotal(page: Page, summary: string, label: string) {
  const card = page.getByRole('region', { name: summary });
  await card.waitFor();
  const row = card.locator('.details > div', { has: page.locator('dt', { hasText: label }) });
  await row.waitFor();
  return row.locator('dd');
}

describe('a request of the Argentine office, in the portal', () => {
  it.each([
    ['pt-BR', 'Resumo', 'Total reclamado', 'ARS 1.950.000,00', 'equivalente a R$ 10.725,00'],
    ['es', 'Resumen', 'Total reclamado', '1.950.000,00 ARS', 'equivalente a'],
    ['en', 'Summary', 'Total claimed', 'ARS 1,950,000.00', 'equivalent to R$10,725.00'],
  ])(
    'shows its total in pesos with reais beside it (%s)',
    async (language, summary, label, pesos, reais) => {
      const { context, page, watch } = await portalAs(language);
      await page.goto(`${run.stack.baseUrl}/request-reimbursement/detail/${requestId}`);
      const total = await summaryTotal(page, summary, label);
      const amounts = await amountsIn(total);
      expect(amounts.map(([currency]) => currency)).toEqual(['ARS', 'BRL']);
      expect(amounts[0]![1]).toBe(pesos);
      expect(amounts[1]![1]).toContain(reais);
      expect(amounts[1]![1]).toMatch(/10\.725,00|10,725\.00/);
      await shot(page, `portal-request-ars-summary-${language}`);
      expect(watch.failures()).toEqual([]);
      await context.close();
    },
    60_000,
  );

  it('starts a Brazilian client’s new line in reais, and totals a line in pesos with reais beside them', async () => {
    const { context, page, watch } = await portalAs('pt-BR');
    const client = await signedIn(run.stack.deps.db, 'client@example.com');
    const { faults: _f, damages: _d, extraCosts: _e, ...filled } = argentineRequest();
    const draft = await call('POST', '/api/reimbursements/drafts', { data: filled }, client);
    expect(draft.status).toBe(201);
    // The client and shipping steps are complete: the draft opens at the faults.
    await page.goto(`${run.stack.baseUrl}/request-reimbursement/create/${draft.body.id}`);
    await page.getByRole('heading', { name: /^Passo 3:/ }).waitFor();
    await page.getByRole('button', { name: /Adicionar/ }).click();
    // The claimant is Brazilian: its line is in its own money until it chooses the office's pesos.
    expect(await byLabel(page, 'Moeda').inputValue()).toBe('BRL');
    await byLabel(page, 'Moeda').selectOption('ARS');
    await byLabel(page, 'Descrição do produto').fill('Vinho tinto, caixa com 6');
    await byLabel(page, 'Quantidade').pressSequentially('40');
    await byLabel(page, 'Preço unitário').pressSequentially('45.000,00');
    await byLabel(page, 'Cotação').pressSequentially('0,0055');
    await byLabel(page, 'Descrição do produto').click();
    const totals = page.getByRole('region', { name: 'Totais' });
    await totals.locator('.totals-missing').waitFor({ state: 'detached' });
    await totals.getByText('Total em Peso argentino (ARS)').waitFor();
    const amounts = await amountsIn(totals);
    expect(amounts.map(([currency]) => currency)).toEqual(['ARS', 'BRL']);
    expect(amounts[0]![1]).toContain('ARS 1.800.000,00');
    expect(amounts[1]![1]).toContain('R$ 9.900,00');
    await shot(page, 'portal-wizard-ars-totals-pt-BR');
    expect(watch.failures()).toEqual([]);
    await context.close();
  }, 90_000);
});

describe('a request of the Argentine office, in the console', () => {
  it.each([
    ['pt-BR', 'Total reclamado', 'ARS 1.950.000,00', 'equivalente a R$ 10.725,00', 'Total em Peso argentino'],
    ['en', 'Total claimed', 'ARS 1,950,000.00', 'equivalent to R$10,725.00', 'Total in Argentine peso'],
  ])(
    'shows its total in pesos with reais beside it (%s)',
    async (language, label, pesos, reais, itemsTotal) => {
      const { context, page } = await signedInOn(run, 'claims.bue@example.com', {
        language,
        width: 1440,
        height: 900,
      });
      context.setDefaultTimeout(60_000);
      const watch = watchFailures(page);
      await page.goto(`${run.stack.baseUrl}/admin/#/reimbursements/${requestId}/show`);
      const fact = page.locator('dl > div', { has: page.locator('dt', { hasText: label }) });
      await fact.waitFor();
      const amounts = await amountsIn(fact.locator('dd'));
      expect(amounts.map(([currency]) => currency)).toEqual(['ARS', 'BRL']);
      expect(amounts[0]![1]).toBe(pesos);
      expect(amounts[1]![1]).toBe(reais);
      // The items card totals the pesos before the grand total in BRL.
      await page.getByText(itemsTotal).first().waitFor();
      await shot(page, `console-request-ars-summary-${language}`);
      expect(watch.failures()).toEqual([]);
      await context.close();
    },
    90_000,
  );
});
