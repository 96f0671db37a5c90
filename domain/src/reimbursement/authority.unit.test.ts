import { exceedsAuthority } from './authority';

const usdLimit = { value: '10000.00', currency: 'USD' as const };

describe('an offer against its author’s authority limit', () => {
  it('compares in the limit’s currency when the offer is in it', () => {
    expect(exceedsAuthority({ value: '100.00', currency: 'USD' }, usdLimit, {})).toBe(false);
    expect(exceedsAuthority({ value: '10000.01', currency: 'USD' }, usdLimit, {})).toBe(true);
  });

  it('brings a limit in dollars to reais at the case’s own quotation of the dollar', () => {
    // 10.000 USD × 5,42 = 54.200 BRL: 100 BRL is far below, 60.000 BRL above.
    expect(exceedsAuthority({ value: '100.00', currency: 'BRL' }, usdLimit, { USD: '5.42' })).toBe(false);
    expect(exceedsAuthority({ value: '60000.00', currency: 'BRL' }, usdLimit, { USD: '5.42' })).toBe(true);
  });

  it('brings an offer in another currency to reais at its own quotation, or the case’s', () => {
    const brlLimit = { value: '20000.00', currency: 'BRL' as const };
    expect(exceedsAuthority({ value: '3000.00', currency: 'USD', quotation: '5.42' }, brlLimit, {})).toBe(
      false,
    );
    expect(exceedsAuthority({ value: '3000.00', currency: 'USD' }, brlLimit, { USD: '7.00' })).toBe(true);
  });

  it('leaves it to a master when no rate on the case brings the two together', () => {
    expect(exceedsAuthority({ value: '100.00', currency: 'BRL' }, usdLimit, {})).toBe(true);
    expect(exceedsAuthority({ value: '100.00', currency: 'ARS' }, usdLimit, { USD: '5.42' })).toBe(true);
  });
});
