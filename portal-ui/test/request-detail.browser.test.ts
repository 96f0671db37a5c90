import { randomBytes, randomInt } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { containerCheckDigit, officeNow } from '@claims/domain';
import { cuitCheckDigit } from '@claims/domain/validators/cuit';
import { PDF, PNG } from '@claims/api/testing/reimbursement-builders';
import { api } from '@claims/api/testing/stack-harness';
import { signedIn } from '@claims/api/testing/tokens';
import { browserAgainstStack } from '@claims/scripts/testing/browser-stack';
import { byLabel, chooseOption, shot, signedInOn } from '@claims/scripts/testing/portal-session';
import { watchPage } from './page-watch';
import { textOf } from './element-text';

/**
 * The request's detail shows back what its client typed when filing (issue 15): an Argentine
 * client files in Spanish, typing numbers and dates as Argentines write them, and reads on the
 * detail its claimed items (quantity, unit price, quotation, totals), the shipment, and where it
 * is paid with its CUIT; in Spanish and in Portuguese, at 1280 and 375 px.
 */
const run = browserAgainstStack();
let client: { email: string; cuit: string; company: string };

/** A CUIT of this run's own company: companies' tax ids are unique per country. */
function newCuit() {
  for (;;) {
    const base = `30${String(randomInt(10_000_000, 99_999_999))}`;
    const digit = cuitCheckDigit(base);
    // 9 stands for remainder 1 on old CUITs only: a new one is never issued with it.
    if (digit !== '9') return `${base}${digit}`;
  }
}
const cuitShown = (cuit: string) => `${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${cuit.slice(10)}`;

beforeAll(async () => {
  const db = run.stack.deps.db;
  const suffix = randomBytes(3).toString('hex');
  const company = `Bodegas del Plata ${suffix} S.A.`;
  const cuit = newCuit();
  const [row] = await db('clients')
    .insert({ name: company, tax_id: cuit, country: 'AR', office: 'AR', contact: 'Sofía Benítez' })
    .returning('id');
  const alfa = await db('users').where({ email: 'client@example.com' }).first('password_hash');
  const email = `detail-ar-${suffix}@example.com`;
  await db('users').insert({
    role: 'CLIENT_MASTER',
    client_id: row.id,
    name: 'Sofía',
    last_name: 'Benítez',
    email,
    language: 'es',
    password_hash: alfa.passwordHash,
  });
  client = { email, cuit, company };
}, 120_000);

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');
/** Yesterday at the Argentine office: a discharge date in the past wherever the test runs. */
const DISCHARGED = (() => {
  const today = new Date(`${officeNow('AR').date}T12:00:00Z`);
  return new Date(today.getTime() - 86_400_000).toISOString().slice(0, 10);
})();
const serial = `BDPU${String(randomInt(100_000, 999_999))}`;
const CONTAINER = `${serial}${containerCheckDigit(serial)}`;

/** A row of a card's label/value list, by its label. */
const fact = (card: Locator, label: string) =>
  card.locator('.details > div', { has: card.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) });

/** Adds a line to the faults or the damages step, its figures typed key by key as written. */
async function addProduct(
  page: Page,
  line: { description: string; currency: string; quantity: string; unitPrice: string; quotation: string },
) {
  await page.getByRole('button', { name: /Agregar/ }).click();
  await byLabel(page, 'Descripción del producto').fill(line.description);
  await byLabel(page, 'Moneda').selectOption(line.currency);
  await byLabel(page, 'Cantidad').pressSequentially(line.quantity);
  await byLabel(page, 'Precio unitario').pressSequentially(line.unitPrice);
  await byLabel(page, 'Cotización').pressSequentially(line.quotation);
}

/** Walks the wizard as an Argentine client types: 1.250,50 and 23/11/2026. */
async function fileAsArgentine(page: Page) {
  const next = async (step: number) => {
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await page.getByRole('heading', { name: new RegExp(`^Paso ${step}:`) }).waitFor();
  };
  await page.goto(`${run.stack.baseUrl}/request-reimbursement/create`);
  await page.getByRole('heading', { name: /^Paso 1:/ }).waitFor();
  await byLabel(page, 'Oficina').selectOption('AR');
  // Cabotage: a long-course shipment is not filed in the portal (the carrier notice).
  await byLabel(page, 'Tipo de servicio').selectOption('CABOTAGE');
  // Bare digits, as copied from AFIP: the review writes them with the CUIT's dashes.
  await byLabel(page, 'CUIT').fill(client.cuit);
  await byLabel(page, 'Razón social').fill(client.company);
  await next(2);

  await byLabel(page, 'BL o CT-e').fill('CAZ-BUE-SSZ-007731');
  await byLabel(page, 'Número de booking').fill('BK-AR-2026-88');
  await byLabel(page, 'House BL').fill('HBL-4471');
  await byLabel(page, 'Número de factura').fill('FC-A-0003-00001234');
  await chooseOption(page, 'Puerto de embarque', { nth: 0 });
  await chooseOption(page, 'Puerto de descarga', { nth: 1 });
  await byLabel(page, 'Fecha de descarga').fill(ddmmyyyy(DISCHARGED));
  await byLabel(page, 'Contenedores').fill(CONTAINER);
  await chooseOption(page, 'Buque', { nth: 0 });
  await byLabel(page, 'Viaje').fill('118N');
  await byLabel(page, 'Transportista').fill('Transportes del Sur SRL');
  await byLabel(page, 'Modalidad de transporte').selectOption({ index: 1 });
  await byLabel(page, 'Modalidad de llenado').selectOption({ index: 1 });
  const chosen = {
    loading: await byLabel(page, 'Puerto de embarque').inputValue(),
    discharge: await byLabel(page, 'Puerto de descarga').inputValue(),
    vessel: await byLabel(page, 'Buque').inputValue(),
  };
  await next(3);

  await addProduct(page, {
    description: 'Vino Malbec, caja x 6',
    currency: 'ARS',
    quantity: '12',
    unitPrice: '1.250,50',
    quotation: '0,0055',
  });
  await next(4);

  await addProduct(page, {
    description: 'Aceite de oliva, bidón 5 l',
    currency: 'USD',
    quantity: '3',
    unitPrice: '1.150,75',
    quotation: '5,42',
  });
  await byLabel(page, 'Descripción de la avería').fill('Bidones abollados y con pérdida');
  await byLabel(page, 'Destino').selectOption({ index: 1 });
  await byLabel(page, 'Dirección').fill('Av. Pedro de Mendoza 2100, CABA');
  await byLabel(page, 'Nombre').fill('Sofía Benítez');
  await byLabel(page, 'Teléfono').fill('+54 11 4321-5678');
  await next(5);

  await page.getByRole('button', { name: /Agregar/ }).click();
  await byLabel(page, 'Descripción').fill('Almacenaje adicional');
  await byLabel(page, 'Moneda').selectOption('ARS');
  await byLabel(page, 'Valor').pressSequentially('12.000');
  await byLabel(page, 'Cotización').pressSequentially('0,0055');
  await next(6);

  const input = page.locator('input[type=file]');
  for (const [type, name] of [
    ['COMMERCIAL_INVOICE', 'factura.pdf'],
    ['PACKING_LIST', 'packing-list.pdf'],
    ['PHOTOS', 'averia.png'],
    ['SURVEY_REPORT', 'informe.pdf'],
    ['PROOF_OF_PAYMENT', 'comprobante.pdf'],
  ] as const) {
    await byLabel(page, 'Tipo de documento').selectOption(type);
    const png = name.endsWith('.png');
    await input.setInputFiles({
      name,
      mimeType: png ? 'image/png' : 'application/pdf',
      buffer: png ? PNG : PDF,
    });
    await page
      .locator('.upload-item', { hasText: name })
      .getByRole('button', { name: /Eliminar/ })
      .waitFor();
  }
  await next(7);

  await byLabel(page, 'Banco').fill('Banco de la Nación Argentina');
  await byLabel(page, 'Sucursal').fill('0123');
  await byLabel(page, 'Cuenta corriente o CBU').fill('4021-123456/7');
  await next(8);

  // The review writes the CUIT with its dashes, and money in Spanish order: figure, then currency.
  const clientData = page.getByRole('region', { name: 'Datos del cliente' });
  expect(await textOf(fact(clientData, 'CUIT').locator('dd'))).toBe(cuitShown(client.cuit));
  const faults = page.getByRole('region', { name: 'Faltantes: Vino Malbec, caja x 6' });
  expect(await textOf(fact(faults, 'Precio unitario').locator('dd'))).toBe('1.250,50 ARS');
  await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await page.getByRole('heading', { name: '¡Listo!' }).waitFor();
  await page.getByRole('link', { name: 'Abrir el proceso' }).click();
  await page.waitForURL(/\/request-reimbursement\/detail\//);
  return { id: page.url().split('/').pop()!, chosen };
}

/** No page-level horizontal scroll: every card fits the viewport's width. */
async function fitsWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

/** Photographs the detail at 1280 and 375 px, checking at each width that nothing overflows. */
async function shootBothWidths(page: Page, language: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, `portal-request-detail-typed-${width}-${language}`);
  }
}

describe('the request detail shows what the client typed', () => {
  it('an Argentine client files in Spanish and reads back items, quotation, shipment and bank data', async () => {
    const { context, page } = await signedInOn(run, client.email, { language: 'es' });
    context.setDefaultTimeout(30_000);
    const problems = watchPage(page, 'es');
    const { id, chosen } = await fileAsArgentine(page);
    await page.getByRole('heading', { name: /^Detalle RR-/ }).waitFor();

    const summary = page.getByRole('region', { name: 'Resumen' });
    expect(await textOf(fact(summary, 'CUIT').locator('dd'))).toBe(cuitShown(client.cuit));
    expect(await textOf(fact(summary, 'Oficina').locator('dd'))).toBe('Argentina');

    const shipping = page.getByRole('region', { name: 'Información del embarque' });
    expect(await textOf(fact(shipping, 'Puerto de embarque').locator('dd'))).toBe(chosen.loading);
    expect(await textOf(fact(shipping, 'Puerto de descarga').locator('dd'))).toBe(chosen.discharge);
    expect(await textOf(fact(shipping, 'Buque').locator('dd'))).toBe(chosen.vessel);
    expect(await textOf(fact(shipping, 'Viaje').locator('dd'))).toBe('118N');
    expect(await textOf(fact(shipping, 'House BL').locator('dd'))).toBe('HBL-4471');
    expect(await textOf(fact(shipping, 'Contenedores').locator('dd'))).toBe(CONTAINER);
    expect(await textOf(fact(shipping, 'Fecha de descarga').locator('dd'))).toBe(ddmmyyyy(DISCHARGED));

    // Each item as typed: quantity, unit price and total in its own money, the quotation, in BRL.
    const items = page.getByRole('region', { name: 'Ítems reclamados' });
    const cells = async (description: string) =>
      Promise.all(
        (await items.locator('tbody tr', { hasText: description }).locator('td').all()).map(textOf),
      );
    expect(await cells('Vino Malbec')).toEqual([
      'Faltantes',
      'Vino Malbec, caja x 6',
      '12',
      '1.250,50 ARS',
      '15.006,00 ARS',
      '0,0055',
      '82,53 BRL',
    ]);
    const damage = await cells('Aceite de oliva');
    expect(damage.slice(2, 6)).toEqual(['3', '1.150,75 US$', '3.452,25 US$', '5,42']);
    expect(damage[1]).toContain('Descripción de la avería: Bidones abollados y con pérdida');
    expect(await cells('Almacenaje adicional')).toEqual([
      'Costos extra',
      'Almacenaje adicional',
      '—',
      '—',
      '12.000,00 ARS',
      '0,0055',
      '66,00 BRL',
    ]);
    // Totals per currency, the office's pesos first, then the equivalent in reais.
    const totals = items.locator('.totals [data-currency]');
    expect(await totals.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-currency')))).toEqual([
      'ARS',
      'USD',
      'BRL',
    ]);
    expect(await textOf(totals.first().locator('dd'))).toBe('27.006,00 ARS');

    const bank = page.getByRole('region', { name: 'Datos bancarios' });
    expect(await textOf(fact(bank, 'Banco').locator('dd'))).toBe('Banco de la Nación Argentina');
    expect(await textOf(fact(bank, 'Sucursal').locator('dd'))).toBe('0123');
    expect(await textOf(fact(bank, 'Cuenta corriente o CBU').locator('dd'))).toBe('4021-123456/7');
    expect(await textOf(fact(bank, 'Beneficiario').locator('dd'))).toBe(
      `${client.company} · CUIT ${cuitShown(client.cuit)}`,
    );
    await shootBothWidths(page, 'es');
    expect(problems).toEqual([]);
    await context.close();

    // The same request read in Portuguese: the numbers as a Brazilian writes them.
    const pt = await signedInOn(run, client.email, { language: 'pt-BR' });
    pt.context.setDefaultTimeout(30_000);
    const ptProblems = watchPage(pt.page, 'pt-BR');
    await pt.page.goto(`${run.stack.baseUrl}/request-reimbursement/detail/${id}`);
    const ptItems = pt.page.getByRole('region', { name: 'Itens reclamados' });
    await ptItems.waitFor();
    const malbec = ptItems.locator('tbody tr', { hasText: 'Vino Malbec' }).locator('td');
    expect(await textOf(malbec.nth(3))).toBe('ARS 1.250,50');
    const ptBank = pt.page.getByRole('region', { name: 'Dados bancários' });
    expect(await textOf(fact(ptBank, 'Favorecido').locator('dd'))).toContain(
      `CUIT ${cuitShown(client.cuit)}`,
    );
    await shootBothWidths(pt.page, 'pt-BR');
    expect(ptProblems).toEqual([]);
    await pt.context.close();

    // The api answers the client what it shows: the names of the ports and the vessel chosen.
    const headers = await signedIn(run.stack.deps.db, client.email);
    const detail = await api(run.stack.baseUrl, 'GET', `/api/reimbursements/${id}`, undefined, headers);
    expect(`${detail.body.shipping.portOfLoading.name} (${detail.body.shipping.portOfLoading.code})`).toBe(
      chosen.loading,
    );
    expect(detail.body.shipping.vesselName).toBe(chosen.vessel);
  }, 180_000);
});
