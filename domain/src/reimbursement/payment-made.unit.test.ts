import { paymentAgainstAgreed, paymentDateInFuture, paymentNotPositive } from './payment-made';

const agreed = { value: '8200.00', currency: 'BRL' };

describe('a payment made against the agreed value', () => {
  it('is in the agreed currency: 9.000 dollars on R$ 8.200,00 is not left unweighed', () => {
    expect(paymentAgainstAgreed({ value: '9000.00', currency: 'USD' }, agreed)).toBe('OTHER_CURRENCY');
    expect(paymentAgainstAgreed({ value: '9000.00', currency: 'USD' }, null)).toBe('UNCOMPARABLE');
    expect(paymentAgainstAgreed({ value: '9000.00', currency: 'BRL' }, agreed)).toBe('ABOVE');
  });

  it('is of something: R$ 0,00 is no payment', () => {
    expect(paymentNotPositive('0.00')).toBe(true);
    expect(paymentNotPositive('0')).toBe(true);
    expect(paymentNotPositive('0.01')).toBe(false);
  });

  it('is made by today at the case office', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(paymentDateInFuture('2026-11-21', 'BR', now)).toBe(true);
    expect(paymentDateInFuture('2026-11-20', 'BR', now)).toBe(false);
  });
});
