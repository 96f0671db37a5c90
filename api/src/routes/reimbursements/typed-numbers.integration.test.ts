import { officeNow } from '@claims/domain';
import { stackForFile } from '../../testing/stack-harness';
import { reimbursementFilingForFile } from '../../testing/reimbursement-filing';
import { REQUIRED_FILES, requestBody, uploadRequestFile } from '../../testing/reimbursement-builders';

/**
 * Every reimbursement write path with numbers as people in our countries type them: decimal
 * commas are read, and thousands groups before them ("1.250,50"); "18.650" is a 422 naming the
 * field in the request's language, anything malformed is a 422, and nothing is ever a 5xx. What is stored is the
 * canonical value, read back through the api.
 */
const run = stackForFile();
const filing = reimbursementFilingForFile(run);

const { call, fileAsClient } = filing;
const inSpanish = (headers: Record<string, string>) => ({ ...headers, 'Content-Language': 'es' });
/** A request read back through the api, by the client unless said otherwise. */
const readBack = (id: string, headers = filing.client) =>
  call('GET', `/api/reimbursements/${id}`, undefined, headers);
const act = (id: string, action: string, body: unknown, headers = filing.claims) =>
  call('POST', `/api/reimbursements/${id}/actions/${action}`, body, headers);

/** A whole request typed the Brazilian way: decimal commas, a local phone, bank data with spaces. */
const typedInPortuguese = () => {
  const body = requestBody(filing.refs);
  return {
    ...body,
    faults: [
      {
        productDescription: 'Café em grãos, saca 60 kg',
        amount: '10,5',
        unitPrice: '1.250,50',
        totalPrice: '13.130,25',
        currency: 'BRL',
      },
    ],
    damages: [
      {
        ...body.damages[0],
        amount: '4',
        unitPrice: '150,00',
        totalPrice: '600',
        currency: 'USD',
        quotation: '5,42',
        salePrice: '100,5',
        lossMitigationValue: '0,00',
        phone: '(13) 99999-0000',
      },
    ],
    extraCosts: [{ description: 'Armazenagem extra', value: '3500,00', total: '3500', currency: 'BRL' }],
    bankData: { bank: 'Itaú Unibanco', agency: ' 0001 ', checkingAccount: '12345 - 6'.replace(/ /g, '') },
  };
};

describe('filing with numbers typed as people write them', () => {
  it('stores decimal commas as canonical decimals and reads them back exactly', async () => {
    const filed = await fileAsClient(typedInPortuguese());
    const read = await readBack(filed.id);
    expect(read.status).toBe(200);
    expect(read.body.faults[0]).toMatchObject({
      amount: '10.500',
      unitPrice: '1250.50',
      totalPrice: '13130.25',
    });
    expect(read.body.damages[0]).toMatchObject({
      unitPrice: '150.00',
      salePrice: '100.50',
      lossMitigationValue: '0.00',
      quotation: '5.420000',
      amountBrl: '3252.00',
      phone: '+55 13 99999 0000',
    });
    expect(read.body.extraCosts[0]).toMatchObject({ value: '3500.00' });
    expect(read.body.bankData).toEqual({
      country: 'BR',
      bank: 'Itaú Unibanco',
      agency: '0001',
      checkingAccount: '12345-6',
    });
  });

  it('stores guaraníes typed with thousands dots as whole guaraníes: "1.500.000" is 1500000', async () => {
    const body = typedInPortuguese();
    const inGuaranies = { currency: 'PYG', quotation: '0,00072' };
    body.faults = [
      { ...body.faults[0]!, amount: '2', unitPrice: '1.500.000', totalPrice: '3.000.000', ...inGuaranies },
    ];
    // With no decimals in guaraníes, a single group can only be thousands too.
    body.extraCosts = [{ description: 'Armazenaje', value: '1.500', total: '1.500', ...inGuaranies }];
    const filed = await fileAsClient(body);
    const read = await readBack(filed.id);
    // Read back as the money columns keep every amount, with two decimals.
    expect(read.body.faults[0]).toMatchObject({
      unitPrice: '1500000.00',
      totalPrice: '3000000.00',
      currency: 'PYG',
      amountBrl: '2160.00',
    });
    expect(read.body.extraCosts[0]).toMatchObject({ value: '1500.00', total: '1500.00', currency: 'PYG' });
  });

  it.each([
    ['faults', 'unitPrice', '1.250.50', 'Importe inválido: escriba un número con coma decimal'],
    ['faults', 'amount', '18.650', '"18.650" puede ser 18650 o 18,65'],
    ['faults', 'amount', '1,250,5', 'debe ser un número con coma decimal, por ejemplo 1250,50 o 1.250,50'],
    ['extraCosts', 'value', '3.500', '"3.500" puede ser 3500 o 3,5'],
    ['damages', 'quotation', '5.42.1', 'Cotización inválida'],
  ])('refuses %s.%s "%s" with a 422 naming the field, in Spanish', async (group, field, typed, message) => {
    const body = typedInPortuguese() as unknown as Record<string, Record<string, string>[]>;
    body[group]![0]![field] = typed;
    const res = await call('POST', '/api/reimbursements', body, inSpanish(filing.client));
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields[`${group}.0.${field}`]).toContain(message);
  });

  it('refuses a phone that is no phone and an agency that is no agency, saying what is expected', async () => {
    const body = typedInPortuguese();
    body.damages[0]!.phone = 'abc';
    body.bankData.agency = 'ABCD!!';
    const res = await call('POST', '/api/reimbursements', body, inSpanish(filing.client));
    expect(res.status).toBe(422);
    expect(res.body.error.fields['damages.0.phone']).toBe(
      'El campo teléfono no es un teléfono válido; use código de área y número, por ejemplo (11) 98765-4321, o +código de país',
    );
    expect(res.body.error.fields['bankData.agency']).toContain('por ejemplo 1234-5');
  });

  it('reads a damage’s site phone as a number of the office’s country, not the client’s', async () => {
    // A Brazilian exporter's coffee damaged in Zárate: the Argentine office, an Argentine contact.
    const atZarate = { ...typedInPortuguese(), office: 'AR' };
    atZarate.damages[0]!.phone = '011 15 2345-6789';
    const filed = await fileAsClient(atZarate);
    const read = await readBack(filed.id, filing.claims);
    expect(read.body.damages[0].phone).toBe('+54 9 11 2345 6789');

    // A number of no country of ours is refused with the office's example.
    const atSantos = typedInPortuguese();
    atSantos.damages[0]!.phone = '4567-89';
    const res = await call('POST', '/api/reimbursements', atSantos, inSpanish(filing.client));
    expect(res.status).toBe(422);
    expect(res.body.error.fields['damages.0.phone']).toContain('por ejemplo (11) 98765-4321');
  });

  it('names an unknown vessel as a field in the request’s language', async () => {
    const draft = await call('POST', '/api/reimbursements/drafts', { data: {} }, filing.client);
    for (const [documentType, name] of REQUIRED_FILES)
      await uploadRequestFile(run.stack.baseUrl, draft.body.id, filing.client, { documentType, name });
    const body = typedInPortuguese();
    body.shipping = { ...body.shipping, vesselId: '00000000-0000-4000-8000-000000000000' };
    const res = await call(
      'POST',
      '/api/reimbursements',
      { ...body, draftId: draft.body.id },
      inSpanish(filing.client),
    );
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({
      'shipping.vesselId': 'El buque informado no existe o fue eliminado',
    });
  });
});

describe('bank data, read by the country of the account', () => {
  // The Brazilian demo client (Exportadora Alfa, CNPJ) filing at the Argentine office.
  const CBU = '2850590940090418135201';
  const atArgentineOffice = (bankData: Record<string, string>) => ({
    ...requestBody(filing.refs, { office: 'AR' }),
    bankData,
  });

  it('takes the claimant’s own Brazilian account by default at the Argentine office, and keeps its country', async () => {
    const brazilian = { bank: 'Itaú Unibanco', agency: '1234-5', checkingAccount: '12345-6' };
    const filed = await fileAsClient(atArgentineOffice(brazilian));
    const read = await readBack(filed.id);
    expect(read.body.clientData.taxId.replace(/\D/g, '')).toBe('43219876000136');
    expect(read.body.bankData).toEqual({ country: 'BR', ...brazilian });
  });

  it('takes an Argentine account (a CBU) when it names Argentina, and keeps its country', async () => {
    const argentine = {
      country: 'AR',
      bank: 'Banco de la Nación Argentina',
      agency: '0123',
      checkingAccount: CBU,
    };
    const filed = await fileAsClient(atArgentineOffice(argentine));
    const read = await readBack(filed.id);
    expect(read.body.bankData).toEqual(argentine);
  });

  it('takes the claimant’s Brazilian account when it names Brazil, read by the Brazilian rules', async () => {
    const brazilian = { country: 'BR', bank: 'Itaú Unibanco', agency: '1234-5', checkingAccount: '12345-6' };
    const filed = await fileAsClient(atArgentineOffice(brazilian));
    const read = await readBack(filed.id);
    expect(read.body.bankData).toEqual(brazilian);
    const refused = await call(
      'POST',
      '/api/reimbursements',
      atArgentineOffice({ ...brazilian, checkingAccount: CBU }),
      inSpanish(filing.client),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields['bankData.checkingAccount']).toBe(
      'El campo cuenta corriente debe tener solo números y el dígito, por ejemplo 12345-6',
    );
  });

  it('refuses a Brazilian agency for an Argentine account, showing the Argentine form', async () => {
    const res = await call(
      'POST',
      '/api/reimbursements',
      atArgentineOffice({ country: 'AR', bank: 'Banco Galicia', agency: '1234-5', checkingAccount: CBU }),
      inSpanish(filing.client),
    );
    expect(res.status).toBe(422);
    // An Argentine branch is a "sucursal", and has no check digit.
    expect(res.body.error.fields['bankData.agency']).toBe(
      'El campo sucursal debe tener solo números (hasta 5), por ejemplo 0123',
    );
  });
});

describe('the discharge date, a day that has passed', () => {
  it('refuses a discharge after today at the Argentine office, filed or drafted, naming the field', async () => {
    const tomorrow = officeNow('AR', new Date(Date.now() + 86_400_000)).date;
    const body = requestBody(filing.refs, { office: 'AR' });
    body.shipping = { ...body.shipping, dischargeDate: tomorrow };
    const filed = await call('POST', '/api/reimbursements', body, inSpanish(filing.client));
    expect(filed.status).toBe(422);
    expect(filed.body.error.fields['shipping.dischargeDate']).toBe(
      'El campo fecha de descarga no puede ser una fecha futura',
    );
    const draft = await call('POST', '/api/reimbursements/drafts', { data: body }, filing.client);
    expect(draft.status).toBe(422);
    expect(draft.body.error.fields['shipping.dischargeDate']).toBe(
      'O campo data de descarga não pode ser uma data futura',
    );
    body.shipping = { ...body.shipping, dischargeDate: officeNow('AR').date };
    expect((await call('POST', '/api/reimbursements/drafts', { data: body }, filing.client)).status).toBe(
      201,
    );
  });
});

describe('drafts, checked field by field', () => {
  it('submits a draft saved with decimal commas: the request stores what the draft stored, canonical', async () => {
    const draft = await call(
      'POST',
      '/api/reimbursements/drafts',
      { data: typedInPortuguese() },
      filing.client,
    );
    expect(draft.status).toBe(201);
    expect(draft.body.data.faults[0]).toMatchObject({ amount: '10.5', unitPrice: '1250.50' });
    for (const [documentType, name] of REQUIRED_FILES)
      await uploadRequestFile(run.stack.baseUrl, draft.body.id, filing.client, { documentType, name });
    const submitted = await call(
      'POST',
      `/api/reimbursements/drafts/${draft.body.id}/submit`,
      {},
      filing.client,
    );
    expect(submitted.status).toBe(201);
    const read = await readBack(draft.body.id);
    expect(read.body.faults[0]).toMatchObject({
      amount: '10.500',
      unitPrice: '1250.50',
      totalPrice: '13130.25',
    });
    expect(read.body.damages[0]).toMatchObject({ quotation: '5.420000', phone: '+55 13 99999 0000' });
  });

  it('answers 422 (not 500) for an unknown office, naming the field', async () => {
    const res = await call(
      'POST',
      '/api/reimbursements/drafts',
      { data: { office: 'XX' } },
      inSpanish(filing.client),
    );
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ office: 'El valor de oficina no es una opción válida' });
  });

  it('keeps blanks as not yet typed, stores typed values canonical, refuses what is wrong by its path', async () => {
    const created = await call(
      'POST',
      '/api/reimbursements/drafts',
      { data: { office: 'BR' } },
      filing.client,
    );
    expect(created.status).toBe(201);
    const data = {
      office: 'BR',
      faults: [
        {
          productDescription: '',
          amount: '18650',
          unitPrice: '1250,5',
          totalPrice: '',
          currency: 'USD',
          quotation: '5,42',
        },
      ],
      bankData: { bank: '', agency: '1234-x', checkingAccount: '' },
    };
    const saved = await call('PUT', `/api/reimbursements/drafts/${created.body.id}`, { data }, filing.client);
    expect(saved.status).toBe(200);
    expect(saved.body.data.faults[0]).toEqual({
      productDescription: '',
      amount: '18650',
      unitPrice: '1250.50',
      totalPrice: '',
      currency: 'USD',
      quotation: '5.42',
    });
    expect(saved.body.data.bankData.agency).toBe('1234-X');

    data.faults[0]!.amount = '18.650';
    const refused = await call(
      'PUT',
      `/api/reimbursements/drafts/${created.body.id}`,
      { data },
      inSpanish(filing.client),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields['faults.0.amount']).toContain('"18.650" puede ser 18650 o 18,65');
    const kept = await call('GET', `/api/reimbursements/drafts/${created.body.id}`, undefined, filing.client);
    expect(kept.body.data.faults[0].amount).toBe('18650');
  });
});

describe('case actions with typed numbers and dates', () => {
  it('reads a proposal of "9.000,5" as 9000.50 and refuses "9.000.50", cents in guaraníes and a past payment date', async () => {
    const { id } = await fileAsClient(requestBody(filing.refs));
    const malformed = await act(
      id,
      'proposeAgreement',
      { value: '9.000.50', currency: 'BRL' },
      inSpanish(filing.claims),
    );
    expect(malformed.status).toBe(422);
    expect(malformed.body.error.fields.value).toBe(
      'Importe inválido: escriba un número con coma decimal, como 1250,50 o 1.250,50',
    );
    const cents = await act(id, 'proposeAgreement', {
      value: '1500,50',
      currency: 'PYG',
      quotation: '0,00072',
    });
    expect(cents.status).toBe(422);
    expect(cents.body.error.fields.value).toBe(
      'Valores em PYG não têm casas decimais: escreva o valor inteiro',
    );

    const proposed = await act(id, 'proposeAgreement', {
      value: '9.000,5',
      currency: 'BRL',
      message: 'Proposta',
    });
    expect(proposed.status).toBe(200);
    expect(proposed.body.proposals[0]).toMatchObject({ value: '9000.50', currency: 'BRL' });
    const counter = await act(id, 'counterOffer', { value: '11000,00' }, filing.client);
    expect(counter.status).toBe(200);
    expect(counter.body.proposals).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: '11000.00', kind: 'COUNTEROFFER' })]),
    );
    await act(id, 'proposeAgreement', { value: '10000', currency: 'BRL' });
    await act(id, 'acceptProposal', {}, filing.client);
    await act(id, 'settlementDocumentsProvided', {}, filing.client);
    const past = await act(id, 'schedulePayment', { expectedDate: '2020-01-01' }, inSpanish(filing.claims));
    expect(past.status).toBe(422);
    expect(past.body.error.fields.expectedDate).toBe('El campo fecha prevista no puede ser una fecha pasada');
    const ahead = await act(id, 'schedulePayment', { expectedDate: '2030-12-20' });
    expect(ahead.status).toBe(200);
  });

  it('reads analysis amounts and quotations with decimal commas; refuses a time bar extended into the past', async () => {
    const { id } = await fileAsClient(requestBody(filing.refs));
    const analysis = await act(id, 'recordAnalysis', {
      result: 'PARTIALLY_PROCEDENT',
      justification: 'Parte da carga já avariada',
      proposedAmount: '5000,00',
      reimbursementAmount: '4000,5',
      currency: 'USD',
      quotation: '5,4321',
      partialProposedValue: '4000,5',
      salvageOrSale: '300',
    });
    expect(analysis.status).toBe(200);
    expect(analysis.body.analysis).toMatchObject({
      proposedAmount: '5000.00',
      reimbursementAmount: '4000.50',
      quotation: '5.432100',
      salvageOrSale: '300.00',
    });
    const extension = { grantedBy: 'Armador', grantedTo: 'Alfa', until: '2020-06-30' };
    const past = await act(id, 'extendTimeBar', extension);
    expect(past.status).toBe(422);
    expect(past.body.error.fields.until).toBe('O campo prorrogado até não pode ser uma data passada');
  });
});

describe('no typed number ever answers 5xx', () => {
  const MALFORMED: unknown[] = [
    '',
    ' ',
    'abc',
    '1e3',
    '-5',
    '+5',
    'NaN',
    'Infinity',
    '1,2,3',
    '1..2',
    '١٢٣',
    '12 345',
    '0x10',
    '9'.repeat(40),
    // Grouped thousands read only before a decimal separator: these mix them up.
    '1.250.50',
    '1,250,50',
    '1.25,50',
    '18.650',
    12.5,
    null,
    true,
    [],
    {},
  ];
  it('filing, drafts and actions answer 4xx for every malformed number in every money field', async () => {
    const { id } = await fileAsClient(requestBody(filing.refs));
    const draft = await call('POST', '/api/reimbursements/drafts', { data: {} }, filing.client);
    for (const value of MALFORMED) {
      const body = typedInPortuguese() as unknown as Record<string, Record<string, unknown>[]>;
      for (const [group, field] of [
        ['faults', 'amount'],
        ['faults', 'unitPrice'],
        ['damages', 'quotation'],
        ['damages', 'salePrice'],
        ['extraCosts', 'total'],
      ] as const) {
        const changed = structuredClone(body);
        changed[group]![0]![field] = value;
        const filed = await call('POST', '/api/reimbursements', changed, filing.client);
        expect([field, value, filed.status]).toEqual([field, value, 422]);
        const saved = await call(
          'PUT',
          `/api/reimbursements/drafts/${draft.body.id}`,
          { data: changed },
          filing.client,
        );
        expect([field, value, saved.status < 500]).toEqual([field, value, true]);
      }
      for (const [action, payload] of [
        ['proposeAgreement', { value, currency: 'USD', quotation: value }],
        ['recordAnalysis', { result: 'FULLY_PROCEDENT', reimbursementAmount: value, currency: 'BRL' }],
        ['extendTimeBar', { grantedBy: 'A', grantedTo: 'B', until: value }],
      ] as const) {
        const res = await act(id, action, payload);
        expect([action, value, res.status]).toEqual([action, value, 422]);
      }
    }
  });
});
