import {
  emptyDamage,
  emptyExtraCost,
  emptyFault,
  emptyForm,
  claimantCurrency,
  resumeForm,
  toSubmission,
  type RequestForm,
} from './request-form';
import { officeNow } from '@claims/domain/office-time';
import { ALFA_CLIENT_DATA } from '../../testing/alfa-client-data';
import { firstIncompleteStep, formIssues, stepIssues, stepValid } from './request-issues';
import { lineTotal, totals } from './request-totals';

function clientStep(): RequestForm {
  const form = emptyForm();
  form.clientData = { ...ALFA_CLIENT_DATA };
  return form;
}

function shippingStep(): RequestForm {
  const form = clientStep();
  form.shipping = {
    ...form.shipping,
    blOrCte: 'MSCUSSZ123456',
    bookingNumber: 'BK1',
    invoiceNumber: 'NF1',
    portOfLoadingId: '0b7d3f4e-8f7a-4a34-9d55-2d3f0b8f8a11',
    portOfDischargeId: '0b7d3f4e-8f7a-4a34-9d55-2d3f0b8f8a12',
    vesselId: '0b7d3f4e-8f7a-4a34-9d55-2d3f0b8f8a13',
    dischargeDate: '2026-11-20',
    containers: 'MSCU1234566',
    voyage: '245S',
    transporter: 'Transportes Rápidos',
    transportModal: 'PORT_TO_PORT',
    stuffingModal: 'WITH_STUFFING_WITH_UNSTUFFING',
  };
  return form;
}

describe('the reimbursement wizard steps', () => {
  it('lets the client step through only with a valid tax id and every field', () => {
    const form = clientStep();
    expect(stepValid('client', form, 'BR', [])).toBe(true);
    expect(
      stepValid(
        'client',
        { ...form, clientData: { ...form.clientData, taxId: '11.111.111/1111-11' } },
        'BR',
        [],
      ),
    ).toBe(false);
    expect(
      stepValid('client', { ...form, clientData: { ...form.clientData, companyName: '' } }, 'BR', []),
    ).toBe(false);
  });

  it('checks container numbers on the shipping step', () => {
    const form = shippingStep();
    expect(stepValid('shipping', form, 'BR', [])).toBe(true);
    expect(
      stepValid('shipping', { ...form, shipping: { ...form.shipping, containers: 'MSCU1234567' } }, 'BR', []),
    ).toBe(false);
  });

  it('refuses on the shipping step a discharge after today at the office', () => {
    const form = shippingStep();
    const tomorrow = officeNow('BR', new Date(Date.now() + 86_400_000)).date;
    const future = { ...form, shipping: { ...form.shipping, dischargeDate: tomorrow } };
    expect(stepValid('shipping', future, 'BR', [])).toBe(false);
    expect(
      stepIssues('shipping', formIssues(future, 'BR')).map((i) => [i.path.join('.'), i.message]),
    ).toEqual([['shipping.dischargeDate', 'validation.date.future']]);
  });

  it('reads the bank account by the claimant’s own country unless another is chosen', () => {
    const cbu = '2850590940090418135201';
    const form = { ...clientStep(), office: 'AR' };
    form.bankData = { country: '', bank: 'Itaú', agency: '1234-5', checkingAccount: '12345-6' };
    expect(stepValid('bank', form, 'BR', [])).toBe(true);
    expect(toSubmission(form).bankData).toEqual({
      bank: 'Itaú',
      agency: '1234-5',
      checkingAccount: '12345-6',
    });
    // A Brazilian claimant's CBU at the Argentine office needs Argentina chosen.
    const byCbu = {
      ...form,
      bankData: { country: '', bank: 'Banco Galicia', agency: '0123', checkingAccount: cbu },
    };
    expect(stepIssues('bank', formIssues(byCbu, 'BR')).map((i) => i.path.join('.'))).toEqual([
      'bankData.checkingAccount',
    ]);
    expect(stepValid('bank', { ...byCbu, bankData: { ...byCbu.bankData, country: 'AR' } }, 'BR', [])).toBe(
      true,
    );
  });

  it('needs a quotation for a foreign currency and at least one item by the last item step', () => {
    const form = clientStep();
    expect(stepValid('faults', form, 'BR', [])).toBe(true);
    expect(stepValid('extraCosts', form, 'BR', [])).toBe(false);
    const damage = {
      ...emptyDamage(),
      productDescription: 'Café',
      amount: '4',
      unitPrice: '150.00',
      totalPrice: '600.00',
    };
    Object.assign(damage, {
      damageDescription: 'Molhado',
      destination: 'DISCARDED',
      address: 'Rua 1',
      name: 'Ana',
      phone: '+55 13 99999-0000',
    });
    form.damages = [{ ...damage, currency: 'USD' }];
    expect(stepValid('damages', form, 'BR', [])).toBe(false);
    form.damages = [{ ...damage, currency: 'USD', quotation: '5.4321' }];
    expect(stepValid('damages', form, 'BR', [])).toBe(true);
    expect(stepValid('extraCosts', form, 'BR', [])).toBe(true);
  });

  it('reads the site contact’s phone as a number of the office’s country, not the client’s', () => {
    // A Brazilian exporter's coffee damaged in Zárate: the Argentine office, an Argentine contact.
    const form = { ...clientStep(), office: 'AR' };
    form.damages = [
      {
        ...emptyDamage(),
        productDescription: 'Café',
        amount: '4',
        unitPrice: '150,00',
        totalPrice: '600,00',
        damageDescription: 'Molhado',
        destination: 'DISCARDED',
        address: 'Depósito fiscal, Zárate',
        name: 'Carlos Núñez',
        phone: '011 15 2345 6789',
      },
    ];
    expect(stepIssues('damages', formIssues(form, 'BR'))).toEqual([]);
    // A number of no country of ours is refused with the office's example.
    const wrong = { ...form, damages: [{ ...form.damages[0]!, phone: '4567' }] };
    const atSantos = stepIssues('damages', formIssues({ ...wrong, office: 'BR' }, 'BR'));
    expect(atSantos).toMatchObject([
      { path: ['damages', 0, 'phone'], params: { example: '(11) 98765-4321' } },
    ]);
  });

  it('takes container numbers as printed, "CAZU 123456-0", and files them normalized', () => {
    const form = shippingStep();
    form.shipping.containers = 'CAZU 123456-0, TCLU 987654-3';
    expect(toSubmission(form).shipping.containers).toEqual(['CAZU1234560', 'TCLU9876543']);
    expect(stepIssues('shipping', formIssues(form, 'BR'))).toEqual([]);
    // The check digit is still verified.
    form.shipping.containers = 'CAZU 123456-1';
    expect(stepIssues('shipping', formIssues(form, 'BR')).map((i) => i.path.join('.'))).toEqual([
      'shipping.containers.0',
    ]);
  });

  it('asks for the documents the claim needs before going on', () => {
    const form = clientStep();
    form.extraCosts = [{ ...emptyExtraCost(), description: 'Armazenagem', value: '10.00', total: '10.00' }];
    expect(stepValid('documents', form, 'BR', [])).toBe(false);
    expect(stepValid('documents', form, 'BR', ['PROOF_OF_PAYMENT'])).toBe(true);
  });

  it('totals per currency and in BRL, naming a foreign line that still lacks its quotation', () => {
    const form = emptyForm();
    form.faults = [{ ...emptyFault(), totalPrice: lineTotal('BRL', '10', '850.00') }];
    form.extraCosts = [{ ...emptyExtraCost(), total: '600.00', currency: 'USD' }];
    expect(totals(form)).toEqual({
      byCurrency: { BRL: '8500.00', USD: '600.00' },
      brl: '8500.00',
      missing: [{ group: 'extraCosts', n: 1, missing: 'quotation' }],
    });
    form.extraCosts[0]!.quotation = '5.4321';
    expect(totals(form)).toMatchObject({ brl: '11759.26', missing: [] });
  });

  it('never counts a quotation of 0 as converted: the line is named as missing it, and the step refuses it', () => {
    const form = clientStep();
    form.extraCosts = [
      {
        ...emptyExtraCost(),
        description: 'Frete',
        value: '600.00',
        total: '600.00',
        currency: 'USD',
        quotation: '0',
      },
    ];
    expect(totals(form).missing).toEqual([{ group: 'extraCosts', n: 1, missing: 'quotation' }]);
    expect(stepValid('extraCosts', form, 'BR', [])).toBe(false);
  });

  it('names a line whose total cannot be read instead of leaving it out', () => {
    const form = emptyForm();
    form.faults = [{ ...emptyFault(), totalPrice: '' }];
    expect(totals(form).missing).toEqual([{ group: 'faults', n: 1, missing: 'total' }]);
  });

  it('refuses a malformed amount on its own step, before the bank data of step 6 exists', () => {
    const form = clientStep();
    form.faults = [
      { ...emptyFault(), productDescription: 'Café', amount: '2', unitPrice: '12,5,0', totalPrice: '' },
    ];
    expect(stepValid('faults', form, 'BR', [])).toBe(false);
    form.faults[0]!.unitPrice = '12.50';
    form.faults[0]!.totalPrice = lineTotal('BRL', '2', '12.50');
    expect(stepValid('faults', form, 'BR', [])).toBe(true);
  });

  it('opens a resumed draft at its first incomplete step', () => {
    expect(firstIncompleteStep(emptyForm(), 'BR', [])).toBe(0);
    expect(firstIncompleteStep(clientStep(), 'BR', [])).toBe(1);
    const shipped = shippingStep();
    expect(firstIncompleteStep(shipped, 'BR', [])).toBe(2);
    shipped.extraCosts = [{ ...emptyExtraCost(), description: 'Frete', value: '10.00', total: '10.00' }];
    // Items are there; the documents they need are not.
    expect(firstIncompleteStep(shipped, 'BR', [])).toBe(5);
  });

  it("starts a new line in the claimant's own currency: pesos for an Argentine, reais for a Brazilian", () => {
    expect((['AR', 'BR', 'PY', 'UY'] as const).map(claimantCurrency)).toEqual(['ARS', 'BRL', 'PYG', 'UYU']);
    expect(emptyFault(claimantCurrency('AR')).currency).toBe('ARS');
    expect(emptyDamage(claimantCurrency('BR')).currency).toBe('BRL');
    expect(emptyExtraCost(claimantCurrency('UY')).currency).toBe('UYU');
    expect(emptyFault().currency).toBe('BRL');
  });
});

describe('a draft resumed after a reload', () => {
  it('gives every line its empty fields back: a foreign extra cost saved before its quotation was typed', () => {
    // As the api keeps it: no empty optional field, so the line has no quotation at all.
    const saved = {
      extraCosts: [{ description: 'Inspección y peritaje (Ing. Núñez)', value: '2500.00', currency: 'USD' }],
    } as unknown as Partial<RequestForm>;
    const form = resumeForm(saved);
    expect(form.extraCosts[0]).toMatchObject({ quotation: '', currency: 'USD', value: '2500.00' });
    // The wizard reads it without throwing, and asks for the quotation.
    const issues = formIssues(form, 'AR');
    expect(issues.some((i) => i.path.join('.') === 'extraCosts.0.quotation')).toBe(true);
  });
});

describe('the problems of a new, empty line', () => {
  it('are said on the fields to type, never on the total the wizard computes', () => {
    const form = shippingStep();
    form.faults = [emptyFault()];
    form.extraCosts = [emptyExtraCost()];
    const paths = formIssues(form, 'BR').map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['faults.0.amount', 'faults.0.unitPrice', 'extraCosts.0.value']),
    );
    expect(paths).not.toContain('faults.0.totalPrice');
    expect(paths).not.toContain('extraCosts.0.total');
  });
});
