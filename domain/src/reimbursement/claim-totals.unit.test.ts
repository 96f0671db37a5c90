import { agreementAboveClaimed, claimTotalsView } from './claim-totals';

describe("a request's totals, in its own money", () => {
  it("an Argentine office's request reads in pesos first, with its reais beside them", () => {
    const view = claimTotalsView({ byCurrency: { USD: '600.00', ARS: '1800000.00' }, brl: '13159.26' }, 'AR');
    expect(view).toEqual({
      amounts: [
        { currency: 'ARS', amount: '1800000.00' },
        { currency: 'USD', amount: '600.00' },
      ],
      brlBeside: '13159.26',
    });
  });

  it('a request claimed in reais only shows them once', () => {
    expect(claimTotalsView({ byCurrency: { BRL: '9700.00' }, brl: '9700.00' }, 'BR')).toEqual({
      amounts: [{ currency: 'BRL', amount: '9700.00' }],
      brlBeside: null,
    });
  });

  it('a Brazilian request with a foreign line lists reais first and still gives the BRL total', () => {
    const view = claimTotalsView({ byCurrency: { USD: '600.00', BRL: '9700.00' }, brl: '12959.26' }, 'BR');
    expect(view.amounts.map((a) => a.currency)).toEqual(['BRL', 'USD']);
    expect(view.brlBeside).toBe('12959.26');
  });

  it('keeps the spec order when the office is unknown, and shows nothing for a request with no lines', () => {
    const view = claimTotalsView({ byCurrency: { UYU: '1.00', EUR: '2.00' }, brl: null }, undefined);
    expect(view.amounts.map((a) => a.currency)).toEqual(['EUR', 'UYU']);
    expect(view.brlBeside).toBeNull();
    expect(claimTotalsView({ byCurrency: {}, brl: '0' }, 'AR')).toEqual({ amounts: [], brlBeside: null });
  });
});

describe('an agreement against what was claimed', () => {
  it('compares in the claim’s own currency when the agreement is in it', () => {
    const claimed = { byCurrency: { BRL: '12000.00' }, brl: '12000.00' };
    expect(agreementAboveClaimed(claimed, { value: '15000.00', currency: 'BRL' })).toBe(true);
    expect(agreementAboveClaimed(claimed, { value: '12000.00', currency: 'BRL' })).toBe(false);
  });

  it('compares in reais across currencies, and cannot tell without a BRL equivalent', () => {
    const claimed = { byCurrency: { USD: '1000.00' }, brl: '5400.00' };
    expect(agreementAboveClaimed(claimed, { value: '6000.00', currency: 'BRL', amountBrl: '6000.00' })).toBe(
      true,
    );
    expect(agreementAboveClaimed({ ...claimed, brl: null }, { value: '6000.00', currency: 'BRL' })).toBe(
      false,
    );
  });
});
