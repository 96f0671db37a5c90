import type { Page } from 'playwright-core';
import { api } from '@claims/api/testing/stack-harness';
import { browserAgainstStack } from '@claims/scripts/testing/browser-stack';
import { signedIn } from '@claims/api/testing/tokens';
import { PDF, PNG } from '@claims/api/testing/reimbursement-builders';
import { until } from '@claims/workers/testing/jobs-harness';
import { contrastOf } from './contrast';
import {
  byLabel,
  chooseOption,
  seriousViolations,
  shot,
  signedInOn,
} from '@claims/scripts/testing/portal-session';

const run = browserAgainstStack();

const T = {
  'pt-BR': {
    next: 'Próximo',
    confirm: 'Confirmar',
    add: /Adicionar/,
    step: 'Passo',
    done: 'Pronto!',
    open: 'Abrir o processo',
    wrongType: 'Tipo de arquivo incorreto!',
    ok: 'Ok',
    remove: 'Excluir',
    removeLine: 'Remover item',
    yes: 'Sim',
    undo: 'Desfazer',
    documentType: 'Tipo de documento',
    client: 'Cliente',
    // Exportadora Alfa is Brazilian: its tax id is a CNPJ, whatever the language.
    taxId: 'CNPJ',
    f: {
      companyName: 'Razão social',
      stateRegistration: 'Inscrição estadual',
      cityRegistration: 'Inscrição municipal',
      blOrCte: 'BL ou CT-e',
      bookingNumber: 'Booking',
      invoiceNumber: 'Número da nota fiscal',
      portOfLoadingId: 'Porto de embarque',
      portOfDischargeId: 'Porto de descarga',
      dischargeDate: 'Data de descarga',
      containers: 'Contêineres',
      vesselId: 'Navio',
      voyage: 'Viagem',
      transporter: 'Transportadora',
      transportModal: 'Modal de transporte',
      stuffingModal: 'Modal de estufagem',
      productDescription: 'Descrição do produto',
      amount: 'Quantidade',
      unitPrice: 'Preço unitário',
      currency: 'Moeda',
      quotation: 'Cotação',
      damageDescription: 'Descrição da avaria',
      destination: 'Destinação',
      address: 'Endereço',
      name: 'Nome',
      phone: 'Telefone',
      description: 'Descrição',
      value: 'Valor',
      bank: 'Banco',
      agency: 'Agência',
      checkingAccount: 'Conta corrente',
    },
  },
};
type Texts = (typeof T)['pt-BR'];

/**
 * Amounts and dates as a person in Brazil or Argentina types them (thousands separators, decimal
 * commas, dd/mm/aaaa), and what must be stored: the canonical decimal strings and the ISO day.
 */
interface Typed {
  /** A bill of lading as the line prints it, or a CT-e access key in the DACTE's groups of four. */
  blOrCte: { typed: string; stored: string };
  amount: string;
  unitPrice: string;
  damagePrice: string;
  quotation: string;
  extraCost: string;
}
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const ddmmyyyy = (d: Date) =>
  `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const DISCHARGED = daysAgo(3);

const TYPED: Record<'pt-BR' | 'es', Typed> = {
  'pt-BR': {
    blOrCte: {
      typed: '3526 1112 3456 7800 0199 5700 1000 0000 0110 0000 0001',
      stored: '35261112345678000199570010000000011000000001',
    },
    amount: '10',
    unitPrice: '1.250,50',
    damagePrice: '150,00',
    quotation: '5,4321',
    extraCost: '3.500,00',
  },
  es: {
    blOrCte: { typed: 'CAZ-SSZ-BUE-004512', stored: 'CAZ-SSZ-BUE-004512' },
    amount: '2,5',
    unitPrice: '1.250,50',
    damagePrice: '1.150,75',
    quotation: '5,42',
    extraCost: '12.000',
  },
};
const STORED: Record<'pt-BR' | 'es', Record<string, string>> = {
  'pt-BR': {
    'faults.0.amount': '10',
    'faults.0.unitPrice': '1250.50',
    'faults.0.totalPrice': '12505.00',
    'damages.0.unitPrice': '150.00',
    'damages.0.totalPrice': '600.00',
    'damages.0.quotation': '5.4321',
    'extraCosts.0.value': '3500.00',
  },
  es: {
    'faults.0.amount': '2.5',
    'faults.0.unitPrice': '1250.50',
    'faults.0.totalPrice': '3126.25',
    'damages.0.unitPrice': '1150.75',
    'damages.0.totalPrice': '4603.00',
    'damages.0.quotation': '5.42',
    'extraCosts.0.value': '12000.00',
  },
};

/** Decimal strings compared by value: the database may keep more zeros than were typed ("10.000"). */
const decimal = (value: unknown) =>
  String(value)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');

const es: Texts = {
  next: 'Siguiente',
  confirm: 'Confirmar',
  add: /Agregar/,
  step: 'Paso',
  done: '¡Listo!',
  open: 'Abrir el proceso',
  wrongType: '¡Tipo de archivo incorrecto!',
  ok: 'Ok',
  remove: 'Eliminar',
  removeLine: 'Quitar ítem',
  yes: 'Sí',
  undo: 'Deshacer',
  documentType: 'Tipo de documento',
  client: 'Cliente',
  taxId: 'CNPJ',
  f: {
    companyName: 'Razón social',
    stateRegistration: 'Inscripción estatal',
    cityRegistration: 'Inscripción municipal',
    blOrCte: 'BL o CT-e',
    bookingNumber: 'Número de booking',
    invoiceNumber: 'Número de factura',
    portOfLoadingId: 'Puerto de embarque',
    portOfDischargeId: 'Puerto de descarga',
    dischargeDate: 'Fecha de descarga',
    containers: 'Contenedores',
    vesselId: 'Buque',
    voyage: 'Viaje',
    transporter: 'Transportista',
    transportModal: 'Modalidad de transporte',
    stuffingModal: 'Modalidad de llenado',
    productDescription: 'Descripción del producto',
    amount: 'Cantidad',
    unitPrice: 'Precio unitario',
    currency: 'Moneda',
    quotation: 'Cotización',
    damageDescription: 'Descripción de la avería',
    destination: 'Destino',
    address: 'Dirección',
    name: 'Nombre',
    phone: 'Teléfono',
    description: 'Descripción',
    value: 'Valor',
    bank: 'Banco',
    agency: 'Agencia',
    checkingAccount: 'Cuenta corriente',
  },
};

/**
 * Fills and walks the whole wizard. Each step is photographed at the page's width and at the
 * other one (1280 or 375 px), as `portal-wizard-step-<n>-<width>-<language>`.
 */
async function fileThroughWizard(
  page: Page,
  x: Texts,
  shots: 'pt-BR' | 'es',
  opts: { chooseClient?: string } = {},
) {
  const f = x.f;
  const typed = TYPED[shots];
  // `step` counts from 0 as the code does; people read it from 1 (never "Passo 0").
  const next = async (step: number) => {
    await page.getByRole('button', { name: x.next, exact: true }).click();
    await page.getByRole('heading', { name: new RegExp(`^${x.step} ${step + 1}:`) }).waitFor();
  };
  const shoot = async (step: number) => {
    const size = page.viewportSize()!;
    for (const width of [size.width, size.width > 400 ? 375 : 1280]) {
      await page.setViewportSize({ width, height: size.height });
      await shot(page, `portal-wizard-step-${step}-${width}-${shots}`);
    }
    await page.setViewportSize(size);
  };
  await page.goto(`${run.stack.baseUrl}/request-reimbursement/create`);
  await page.getByRole('heading', { name: new RegExp(`^${x.step} 1:`) }).waitFor();
  // Next waits for a valid step.
  expect(await page.getByRole('button', { name: x.next, exact: true }).isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: /Voltar|Volver|Back/ }).count()).toBe(0);
  if (opts.chooseClient) await chooseOption(page, x.client, { name: opts.chooseClient });
  // The company's register fills in who claims (its name, its CNPJ as people write it), with no
  // draft made until the person types: the client user's own company, or the one the broker chose.
  await until('the company data filled in from the register', async () =>
    (await byLabel(page, f.companyName).inputValue()) === 'Exportadora Alfa Ltda' ? true : null,
  );
  expect(await byLabel(page, x.taxId).inputValue()).toBe('43.219.876/0001-36');
  // Past the pause after which typing is saved: still no draft in the address.
  await page.waitForTimeout(2_000);
  expect(page.url()).toMatch(/\/request-reimbursement\/create$/);
  await byLabel(page, x.taxId).fill('');
  // Typed as bare digits, the CNPJ is shown back as people write it once the field is left.
  await byLabel(page, x.taxId).fill('43219876000136');
  await byLabel(page, f.companyName).fill('Exportadora Alfa Ltda');
  expect(await byLabel(page, x.taxId).inputValue()).toBe('43.219.876/0001-36');
  await byLabel(page, f.stateRegistration).fill('110.042.490.114');
  await byLabel(page, f.cityRegistration).fill('4.123.456-7');
  await shoot(0);
  await next(1);

  await byLabel(page, f.blOrCte).fill(typed.blOrCte.typed);
  await byLabel(page, f.bookingNumber).fill('BK2026001');
  await byLabel(page, f.invoiceNumber).fill('NF-10203');
  await chooseOption(page, f.portOfLoadingId, { nth: 0 });
  await chooseOption(page, f.portOfDischargeId, { nth: 1 });
  // The calendar beside the date speaks the interface language (not the browser's mm/dd/yyyy).
  await page.getByRole('button', { name: /Abrir calend/ }).click();
  const month = new Intl.DateTimeFormat(shots, { month: 'long' }).format(new Date());
  await page.getByRole('dialog').waitFor();
  const monthNames = await page.getByRole('dialog').locator('option').allTextContents();
  expect(monthNames.map((m) => m.toLowerCase())).toContain(month.toLowerCase());
  await shot(page, `portal-calendar-${shots}`);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await byLabel(page, f.dischargeDate).fill(ddmmyyyy(DISCHARGED));
  await byLabel(page, f.containers).fill('MSCU1234566');
  await chooseOption(page, f.vesselId, { nth: 0 });
  await byLabel(page, f.voyage).fill('245S');
  await byLabel(page, f.transporter).fill('Transportes Rápidos Ltda');
  await byLabel(page, f.transportModal).selectOption({ index: 1 });
  await byLabel(page, f.stuffingModal).selectOption({ index: 1 });
  await shoot(1);
  await next(2);
  // The draft is saved as the user goes: a reload resumes it at its first incomplete step (the
  // items), with what was typed before, the date shown back as it was typed.
  await page.waitForURL(/\/request-reimbursement\/create\/[0-9a-f-]{36}(\?step=\d+)?$/);
  await page.reload();
  await page.getByRole('heading', { name: new RegExp(`^${x.step} 3:`) }).waitFor();
  await page.getByRole('button', { name: /Voltar|Volver|Back/ }).click();
  await page.getByRole('heading', { name: new RegExp(`^${x.step} 2:`) }).waitFor();
  expect(await byLabel(page, f.voyage).inputValue()).toBe('245S');
  expect(await byLabel(page, f.dischargeDate).inputValue()).toBe(ddmmyyyy(DISCHARGED));
  // The draft keeps the CNPJ as digits; resumed, it reads as it was typed, punctuation and all.
  await page.getByRole('button', { name: /Voltar|Volver|Back/ }).click();
  await page.getByRole('heading', { name: new RegExp(`^${x.step} 1:`) }).waitFor();
  expect(await byLabel(page, x.taxId).inputValue()).toBe('43.219.876/0001-36');
  await next(1);
  await next(2);

  await page.getByRole('button', { name: x.add }).click();
  await byLabel(page, f.productDescription).fill('Café em grãos');
  await byLabel(page, f.amount).pressSequentially(typed.amount);
  await byLabel(page, f.unitPrice).pressSequentially(typed.unitPrice);
  await byLabel(page, f.productDescription).click();
  // Shown back grouped in the language's convention once the field is left.
  expect(await byLabel(page, f.unitPrice).inputValue()).toBe('1.250,50');
  await shoot(2);
  await next(3);

  await page.getByRole('button', { name: x.add }).click();
  await byLabel(page, f.productDescription).fill('Café molhado');
  await byLabel(page, f.amount).pressSequentially('4');
  await byLabel(page, f.unitPrice).pressSequentially(typed.damagePrice);
  await byLabel(page, f.currency).selectOption('USD');
  // The quotation appears for a foreign currency; the totals name the line until it is typed.
  await page.locator('.totals-missing').waitFor();
  await byLabel(page, f.quotation).pressSequentially(typed.quotation);
  await page.locator('.totals-missing').waitFor({ state: 'detached' });
  await byLabel(page, f.damageDescription).fill('Sacas molhadas por infiltração');
  await byLabel(page, f.destination).selectOption({ index: 1 });
  await byLabel(page, f.address).fill('Rua do Porto, 100, Santos/SP');
  await byLabel(page, f.name).fill('Carlos Almeida');
  await byLabel(page, f.phone).fill('+55 13 99999-0000');
  await shoot(3);
  await next(4);

  await page.getByRole('button', { name: x.add }).click();
  await byLabel(page, f.description).fill('Armazenagem extra');
  await byLabel(page, f.value).pressSequentially(typed.extraCost);
  // The line's remove button stays readable under the pointer (WCAG AA, 4.5:1).
  const removeLine = page.getByRole('button', { name: new RegExp(`^${x.removeLine} 1$`) });
  expect(await contrastOf(removeLine)).toBeGreaterThanOrEqual(4.5);
  await removeLine.hover();
  await page.waitForTimeout(300);
  expect(await contrastOf(removeLine)).toBeGreaterThanOrEqual(4.5);
  await byLabel(page, f.description).hover();
  await shoot(4);
  await next(5);

  const input = page.locator('input[type=file]');
  // A file of a type the list does not take is dropped with the modal.
  await input.setInputFiles({
    name: 'virus.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  await page.getByRole('dialog', { name: x.wrongType }).waitFor();
  await page.getByRole('button', { name: x.ok, exact: true }).click();
  for (const [type, name] of [
    ['COMMERCIAL_INVOICE', 'invoice.pdf'],
    ['PACKING_LIST', 'packing-list.pdf'],
    ['PHOTOS', 'avaria.png'],
    ['SURVEY_REPORT', 'laudo.pdf'],
    ['PROOF_OF_PAYMENT', 'comprovante.pdf'],
    ['OTHER', 'extra.pdf'],
  ]) {
    await byLabel(page, x.documentType).selectOption(type!);
    const png = name!.endsWith('.png');
    await input.setInputFiles({
      name: name!,
      mimeType: png ? 'image/png' : 'application/pdf',
      buffer: png ? PNG : PDF,
    });
    await page
      .locator('.upload-item', { hasText: name! })
      .getByRole('button', { name: new RegExp(x.remove) })
      .waitFor();
  }
  // A draft's file is not filed yet: delete asks nothing, and offers an undo; after 2 s the
  // removal is confirmed.
  const extra = page.locator('.upload-item', { hasText: 'extra.pdf' });
  const removeExtra = async () => {
    await extra.getByRole('button', { name: new RegExp(x.remove) }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
  };
  await removeExtra();
  await extra.getByRole('button', { name: x.undo }).click();
  await removeExtra();
  // 2 s of undo, then the DELETE: generous, as CI runs it beside the whole stack on two cores.
  await extra.waitFor({ state: 'detached', timeout: 20_000 });
  await shoot(5);
  await next(6);

  await byLabel(page, f.bank).fill('341');
  await byLabel(page, f.agency).fill('0001');
  await byLabel(page, f.checkingAccount).fill('12345-6');
  await shoot(6);
  await next(7);
  // The CNPJ comes back from the saved draft as digits: the review writes it with its mask.
  const clientData = page.getByRole('region', { name: /^(Dados do cliente|Datos del cliente)$/ });
  const taxId = clientData.locator('.details > div', { has: page.locator('dt', { hasText: /^CNPJ$/ }) });
  expect(await taxId.locator('dd').textContent()).toBe('43.219.876/0001-36');
  await shoot(7);
  if (shots === 'pt-BR') await refusedOnce(page, x);
  await page.getByRole('button', { name: x.confirm, exact: true }).click();
  await page.getByRole('heading', { name: x.done }).waitFor();
  await page.getByRole('link', { name: x.open }).click();
  await page.waitForURL(/\/request-reimbursement\/detail\//);
  const id = page.url().split('/').pop()!;
  await expectStoredAsTyped(id, shots);
  return id;
}

/**
 * A 422 the api answers once to the filing (as it does for a rule the browser could not check):
 * its message lands on the field it names, the toast says which step to fix, and the wizard goes
 * back to that step. The answer is the api's own error shape, played once by the test.
 */
async function refusedOnce(page: Page, x: Texts) {
  const message = 'Agência inválida para o banco 341';
  await page.route(
    (url) => url.pathname === '/api/reimbursements',
    (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Dados inválidos',
            fields: { 'bankData.agency': message },
          },
        }),
      }),
    { times: 1 },
  );
  await page.getByRole('button', { name: x.confirm, exact: true }).click();
  await page.getByText(`Corrija a etapa "Dados bancários": ${message}`).waitFor();
  await page.getByRole('heading', { name: new RegExp(`^${x.step} 7:`) }).waitFor();
  const agency = byLabel(page, x.f.agency);
  expect(await agency.getAttribute('aria-invalid')).toBe('true');
  await page.locator('.field-error', { hasText: message }).waitFor();
  await shot(page, 'portal-wizard-422-on-field-pt-BR');
  // Correcting the field clears the server's message; the filing then goes through.
  await agency.fill('0002');
  await page.locator('.field-error', { hasText: message }).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: x.next, exact: true }).click();
  await page.getByRole('heading', { name: new RegExp(`^${x.step} 8:`) }).waitFor();
}

/** Reads the filed request back through the api: every amount and the date are what was typed. */
async function expectStoredAsTyped(id: string, language: 'pt-BR' | 'es') {
  const claims = await signedIn(run.stack.deps.db, 'claims@example.com');
  const { status, body } = await api(
    run.stack.baseUrl,
    'GET',
    `/api/reimbursements/${id}`,
    undefined,
    claims,
  );
  expect(status).toBe(200);
  const at = (path: string) =>
    path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], body);
  const stored = Object.fromEntries(Object.keys(STORED[language]).map((p) => [p, decimal(at(p))]));
  const expected = Object.fromEntries(Object.entries(STORED[language]).map(([p, v]) => [p, decimal(v)]));
  expect(stored).toEqual(expected);
  expect(body.shipping.dischargeDate).toBe(iso(DISCHARGED));
  expect(body.shipping.blOrCte).toBe(TYPED[language].blOrCte.stored);
}

describe('the reimbursement wizard', () => {
  it('a client files a request with uploads and answers the proposal with a counteroffer', async () => {
    const { context, page } = await signedInOn(run, 'client@example.com');
    const id = await fileThroughWizard(page, T['pt-BR'], 'pt-BR');
    await page.getByRole('heading', { name: /^Detalhe RR-/ }).waitFor();
    // The salvage typed on the damages step is shown back with the line.
    await page.getByLabel('Salvados').getByText('Carlos Almeida', { exact: false }).waitFor();
    await shot(page, 'portal-detail-filed-pt-BR');
    // The client reads SPEC's status name, never the team that holds the case (CLI/SAO).
    expect(await page.getByText('Em análise', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByText(/CLI[/_]SAO/).count()).toBe(0);

    const claims = await signedIn(run.stack.deps.db, 'claims@example.com');
    const proposed = await api(
      run.stack.baseUrl,
      'POST',
      `/api/reimbursements/${id}/actions/proposeAgreement`,
      { value: '9000.00', currency: 'BRL', message: 'Proposta de acordo' },
      { ...claims, 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(proposed.status).toBe(200);

    await page.reload();
    await page.getByRole('button', { name: 'Aceitar proposta' }).waitFor();
    await page.getByLabel(/^Valor da contraproposta \([A-Z]{3}\)/).pressSequentially('11.000,00');
    await page.getByRole('button', { name: 'Enviar contraproposta' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sim' }).click();
    await page.getByText('Contraproposta enviada com sucesso').waitFor();
    // Numbered within its kind: the first counteroffer, though the second offer of the thread.
    await page.getByText(/Contraproposta #1/).waitFor();
    await shot(page, 'portal-detail-pt-BR');
    expect(await seriousViolations(page)).toEqual([]);
    const after = await api(run.stack.baseUrl, 'GET', `/api/reimbursements/${id}`, undefined, claims);
    expect(after.body.counterofferPending).toBe(true);
    expect(decimal(after.body.proposals.at(-1).value)).toBe('11000');
    await context.close();
  }, 120_000);

  it('a customs broker files for its client on a 375 px phone, in Spanish, with the steps laid out horizontally', async () => {
    const { context, page } = await signedInOn(run, 'broker@example.com', {
      width: 375,
      height: 740,
      language: 'es',
    });
    await page.goto(`${run.stack.baseUrl}/request-reimbursement/create`);
    await page.locator('.wizard-horizontal').waitFor();
    const id = await fileThroughWizard(page, es, 'es', {
      chooseClient: 'Exportadora Alfa Ltda',
    });
    await page.getByRole('heading', { name: /^Detalle RR-/ }).waitFor();
    await shot(page, 'portal-detail-375-es');
    const claims = await signedIn(run.stack.deps.db, 'claims@example.com');
    const filed = await api(run.stack.baseUrl, 'GET', `/api/reimbursements/${id}`, undefined, claims);
    expect(filed.body.clientName ?? filed.body.clientData.companyName).toBeTruthy();
    const alfa = await run.stack.deps.db('clients').where({ name: 'Exportadora Alfa Ltda' }).first('id');
    expect(filed.body.clientId).toBe(alfa.id);
    await context.close();
  }, 120_000);
});
