import { renderNotice } from '../../testing/notice-mails';
import { templateKeys } from './index';

// What a client reads of the analysis: the partial value proposed, and an analysis withdrawn.

describe('the partially procedent e-mail', () => {
  it.each([
    [
      'es',
      'Reclamo parcialmente procedente: RR-2026-000123 — valor propuesto USD 5.250,50',
      'El análisis del proceso RR-2026-000123 concluyó que el reclamo es parcialmente procedente, con un valor parcial propuesto de USD 5.250,50.',
    ],
    [
      'pt-BR',
      'Reclamação parcialmente procedente: RR-2026-000123 — valor proposto USD 5.250,50',
      'A análise do processo RR-2026-000123 concluiu que a reclamação é parcialmente procedente, com o valor parcial proposto de USD 5.250,50.',
    ],
    [
      'en',
      'Claim partially upheld: RR-2026-000123 — proposed value USD 5,250.50',
      'The analysis of case RR-2026-000123 found the claim partially procedent, with a partial proposed value of USD 5,250.50.',
    ],
  ] as const)('in %s names the partial value proposed', (locale, subject, body) => {
    const mail = renderNotice('PARTIALLY_PROCEDENT', locale, { value: '5250.50', currency: 'USD' });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(body);
  });

  it('keeps the plain text for an analysis recorded without values', () => {
    const mail = renderNotice('PARTIALLY_PROCEDENT', 'es', {});
    expect(mail.subject).toBe('Reclamo parcialmente procedente: RR-2026-000123');
    expect(mail.text).not.toContain('{value}');
    expect(templateKeys('PARTIALLY_PROCEDENT', {}).subject).toBe('notify.PARTIALLY_PROCEDENT.subject');
  });
});

describe('the analysis withdrawn e-mail', () => {
  it.each([
    ['es', 'Análisis retirado: RR-2026-000123 vuelve a estar en análisis', 'vuelve a estar en análisis'],
    ['pt-BR', 'Análise retirada: RR-2026-000123 voltou a ser analisado', 'voltou a ser analisado'],
    ['en', 'Analysis withdrawn: RR-2026-000123 is under analysis again', 'is under analysis again'],
  ] as const)(
    'in %s says the result no longer stands and the case is under analysis again',
    (locale, subject, body) => {
      const mail = renderNotice('ANALYSIS_REMOVED', locale, {});
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(body);
    },
  );
});
