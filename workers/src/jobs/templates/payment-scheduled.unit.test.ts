import { renderNotice } from '../../testing/notice-mails';

/** The payment-scheduled e-mail tells the client how much they will be paid, and when. */
describe('the payment scheduled e-mail', () => {
  const render = (locale: 'pt-BR' | 'es' | 'en') =>
    renderNotice('PAYMENT_SCHEDULED', locale, {
      expectedDate: '2026-11-27',
      value: '9000.00',
      currency: 'BRL',
    });

  it.each([
    [
      'es',
      'Pago de BRL 9.000,00 en RR-2026-000123 programado para el 27/11/2026',
      'El pago de BRL 9.000,00 del proceso RR-2026-000123 fue programado para el 27/11/2026.',
    ],
    [
      'pt-BR',
      'Pagamento de BRL 9.000,00 em RR-2026-000123 agendado para 27/11/2026',
      'O pagamento de BRL 9.000,00 do processo RR-2026-000123 foi agendado para 27/11/2026.',
    ],
    [
      'en',
      'Payment of BRL 9,000.00 for RR-2026-000123 scheduled for 27/11/2026',
      'The payment of BRL 9,000.00 for case RR-2026-000123 is scheduled for 27/11/2026.',
    ],
  ] as const)(
    'in %s names the amount, as the reader writes numbers, and the date',
    (locale, subject, body) => {
      const mail = render(locale);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(body);
    },
  );
});
