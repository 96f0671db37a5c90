import { renderNotice } from '../../testing/notice-mails';

/** Whoever files a letter or a request is told, in their language, that it arrived. */
describe('the filing confirmations', () => {
  const render = (kind: string, locale: 'pt-BR' | 'es' | 'en', more: Record<string, string> = {}) =>
    renderNotice(kind, locale, more, 'letter');

  it('confirms a letter of protest in its own words, never the generic update', () => {
    expect(render('PROTEST_LETTER_RECEIVED', 'es').subject).toBe(
      'Recibimos su carta de protesta CP-2026-000123',
    );
    expect(render('PROTEST_LETTER_RECEIVED', 'pt-BR').subject).toBe(
      'Recebemos a sua carta protesto CP-2026-000123',
    );
    expect(render('PROTEST_LETTER_RECEIVED', 'en').text).toContain(
      'Your protest letter CP-2026-000123 was filed',
    );
  });

  it('tells whoever filed a letter after its notice period that it is flagged late, and when it was due', () => {
    const late = { deadline: '2026-11-20', office: 'AR' };
    const es = render('PROTEST_LETTER_RECEIVED_LATE', 'es', late);
    expect(es.subject).toBe('Recibimos su carta de protesta CP-2026-000123 (aviso fuera de plazo)');
    expect(es.text).toContain('después del plazo de aviso, que terminó el 20/11/2026');
    expect(es.text).toContain('queda marcada como aviso fuera de plazo');
    expect(render('PROTEST_LETTER_RECEIVED_LATE', 'pt-BR', late).text).toContain(
      'depois do prazo de aviso, que terminou em 20/11/2026',
    );
    expect(render('PROTEST_LETTER_RECEIVED_LATE', 'en', late).subject).toBe(
      'We received your protest letter CP-2026-000123 (late notice)',
    );
  });

  it('tells claims what an inspection request asks for, when and where, and what to do', () => {
    const asked = render('INSPECTION_REQUESTED', 'es', {
      date: '10/05/2030',
      hour: '09:30',
      address: 'Av. Pedro de Mendoza 1200',
      contactName: 'José Núñez – Jefe de depósito',
      telephone: '+54 11 4321 5678',
    });
    expect(asked.subject).toBe('Inspección solicitada: CP-2026-000123 el 10/05/2030 a las 09:30');
    expect(asked.text).toContain('Contacto en el lugar: José Núñez – Jefe de depósito, +54 11 4321 5678');
    expect(asked.text).toContain('Prográmela y asigne un inspector.');
  });
});
