import {
  emptyDamage,
  emptyExtraCost,
  emptyFault,
  emptyForm,
  lineTotal,
  stepValid,
  totals,
  type RequestForm,
} from './request-form';

function clientStep(): RequestForm {
  const form = emptyForm();
  form.clientData = {
    taxId: '43.219.876/0001-36',
    companyName: 'Exportadora Alfa Ltda',
    stateRegistration: '110.042.490.114',
    cityRegistration: '4.123.456-7',
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
    expect(stepValid('shipping', form, 'BR', [])).toBe(true);
    expect(
      stepValid('shipping', { ...form, shipping: { ...form.shipping, containers: 'MSCU1234567' } }, 'BR', []),
    ).toBe(false);
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
      phone: '1234',
    });
    form.damages = [{ ...damage, currency: 'USD' }];
    expect(stepValid('damages', form, 'BR', [])).toBe(false);
    form.damages = [{ ...damage, currency: 'USD', quotation: '5.4321' }];
    expect(stepValid('damages', form, 'BR', [])).toBe(true);
    expect(stepValid('extraCosts', form, 'BR', [])).toBe(true);
  });

  it('asks for the documents the claim needs before going on', () => {
    const form = clientStep();
    form.extraCosts = [{ ...emptyExtraCost(), description: 'Armazenagem', value: '10.00', total: '10.00' }];
    expect(stepValid('documents', form, 'BR', [])).toBe(false);
    expect(stepValid('documents', form, 'BR', ['PROOF_OF_PAYMENT'])).toBe(true);
  });

  it('totals per currency and in BRL once every quotation is there', () => {
    const form = emptyForm();
    form.faults = [{ ...emptyFault(), totalPrice: lineTotal('BRL', '10', '850.00') }];
    form.extraCosts = [{ ...emptyExtraCost(), total: '600.00', currency: 'USD' }];
    expect(totals(form)).toEqual({ byCurrency: { BRL: '8500.00', USD: '600.00' }, brl: null });
    form.extraCosts[0]!.quotation = '5.4321';
    expect(totals(form).brl).toBe('11759.26');
  });
});
