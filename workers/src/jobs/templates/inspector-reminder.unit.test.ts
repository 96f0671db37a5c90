import { renderNotice } from '../../testing/notice-mails';

/** The inspector's reminder says when and where the visit is, not only that it is near. */
describe("the inspector's reminder e-mail", () => {
  const params = {
    reference: 'CP-2026-000042',
    date: '12/05/2030',
    hour: '14:00',
    address: 'Av. Portuária 100, Santos',
    contactName: 'Maria Souza – Armazém 4',
    telephone: '+55 13 99999-0000',
  };
  it.each([
    [
      'es',
      'Recordatorio: inspección de CP-2026-000042 el 12/05/2030 a las 14:00',
      'La inspección de la carta de protesta CP-2026-000042 está próxima: el 12/05/2030 a las 14:00, en Av. Portuária 100, Santos. Contacto en el lugar: Maria Souza – Armazém 4, +55 13 99999-0000.',
    ],
    [
      'pt-BR',
      'Lembrete: vistoria de CP-2026-000042 em 12/05/2030 às 14:00',
      'A vistoria da carta protesto CP-2026-000042 está próxima: 12/05/2030 às 14:00, em Av. Portuária 100, Santos.',
    ],
    [
      'en',
      'Reminder: inspection of CP-2026-000042 on 12/05/2030 at 14:00',
      'The inspection of protest letter CP-2026-000042 is coming up: 12/05/2030 at 14:00, at Av. Portuária 100, Santos.',
    ],
  ] as const)('in %s names the day, the hour and the place', (locale, subject, body) => {
    const mail = renderNotice('INSPECTOR_REMINDER', locale, params, 'letter');
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(body);
  });
});
