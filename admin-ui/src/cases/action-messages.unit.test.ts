import { translate } from '@claims/domain';
import { successMessageArgs, successMessageKey } from './action-messages';

describe("the toast after a staff member requests a letter's inspection", () => {
  // The letter as the api answers the command: its reference, office and the inspection asked for.
  const answer = {
    reference: 'CP-2026-000123',
    office: 'AR',
    inspection: { date: '2030-05-10', hour: '09:30' },
  };

  it.each([
    ['pt-BR', 'Vistoria solicitada para a carta protesto CP-2026-000123 em 10/05/2030 às 09:30.'],
    ['es', 'Inspección solicitada para la carta de protesta CP-2026-000123 el 10/05/2030 a las 09:30.'],
  ] as const)('says what was asked, of which letter and when, in %s', (locale, opening) => {
    const text = translate(
      locale,
      successMessageKey('requestInspection', answer),
      successMessageArgs(answer, locale),
    );
    expect(text.startsWith(opening)).toBe(true);
  });
});
