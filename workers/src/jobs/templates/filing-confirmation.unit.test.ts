import { renderMail } from './index';

/** Whoever files a letter or a request is told, in their language, that it arrived. */
describe('the filing confirmations', () => {
  const render = (kind: string, locale: 'pt-BR' | 'es' | 'en') =>
    renderMail({
      kind,
      locale,
      name: 'Martín Gómez',
      params: { reference: 'CP-2026-000123' },
      publicUrl: 'http://localhost:3000',
      link: '/processes/protest-letter/show/1',
    });

  it('confirms a letter of protest in its own words, never the generic update', () => {
    expect(render('PROTEST_LETTER_RECEIVED', 'es').subject).toBe(
      'Recibimos su carta de protesta CP-2026-000123',
    );
    expect(render('PROTEST_LETTER_RECEIVED', 'pt-BR').subject).toBe(
      'Recebemos a sua carta de protesto CP-2026-000123',
    );
    expect(render('PROTEST_LETTER_RECEIVED', 'en').text).toContain(
      'Your letter of protest CP-2026-000123 was filed',
    );
  });
});
