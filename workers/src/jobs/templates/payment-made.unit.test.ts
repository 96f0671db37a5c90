import { renderNotice } from '../../testing/notice-mails';

/** The payment-made e-mail says the receipt is in the portal only when one was attached. */
describe('the payment made e-mail', () => {
  const render = (locale: 'pt-BR' | 'es' | 'en', receiptFileId?: string) =>
    renderNotice('PAYMENT_MADE', locale, {
      paidOn: '2026-11-20',
      value: '9000.00',
      currency: 'BRL',
      ...(receiptFileId ? { receiptFileId } : {}),
    });
  const receipt = '00000000-0000-4000-8000-00000000f11e';

  it.each([
    ['es', 'El comprobante de pago está en el portal.'],
    ['pt-BR', 'O comprovante de pagamento está no portal.'],
    ['en', 'The payment receipt is in the portal.'],
  ] as const)('in %s says the receipt is in the portal when one was attached', (locale, sentence) => {
    const mail = render(locale, receipt);
    expect(mail.text).toContain(sentence);
    expect(mail.text).not.toMatch(/si lo hay|se houver|if any/);
  });

  it.each(['es', 'pt-BR', 'en'] as const)('in %s mentions no receipt when none was attached', (locale) => {
    const mail = render(locale);
    expect(mail.text).not.toMatch(/comprobante|comprovante|receipt/i);
    expect(mail.text).toContain('RR-2026-000123');
  });
});
