import { createI18next } from './i18next-instance';
import { SUPPORTED_LOCALES } from './locales';
import { CATALOGUES, translate } from './translate';

describe('texts with plural forms, through i18next', () => {
  it.each([
    ['pt-BR', 0, 'faltam 0 dias'],
    ['pt-BR', 1, 'falta 1 dia'],
    ['pt-BR', 2, 'faltam 2 dias'],
    // CLDR's "many" (Spanish and Portuguese, a million and its multiples) reads as the plural.
    ['pt-BR', 1000000, 'faltam 1000000 dias'],
    ['es', 0, 'faltan 0 días'],
    ['es', 1, 'falta 1 día'],
    ['es', 2, 'faltan 2 días'],
    ['es', 1000000, 'faltan 1000000 días'],
    ['en', 0, '0 days left'],
    ['en', 1, '1 day left'],
    ['en', 2, '2 days left'],
    ['en', 1000000, '1000000 days left'],
  ] as const)('%s, count %d: %s', (locale, count, text) => {
    expect(translate(locale, 'console.timeBar.daysLeft', { count })).toBe(text);
    // The portal's countdown says the same, capitalised.
    expect(translate(locale, 'portal.detail.countdownDays', { count })).toBe(
      text.replace(/^./, (first) => first.toUpperCase()),
    );
  });

  it('read the same in the portal and the e-mails as in the console, for every count', () => {
    // The console's i18next: the shared settings over the catalogues (its own texts aside).
    const consoleI18n = createI18next((locale) => CATALOGUES[locale]);
    const plurals = Object.keys(CATALOGUES['pt-BR'])
      .filter((key) => key.endsWith('_other'))
      .map((key) => key.slice(0, -'_other'.length));
    expect(plurals.length).toBeGreaterThan(5);
    for (const lng of SUPPORTED_LOCALES)
      for (const key of plurals)
        for (const count of [0, 1, 2, 1.5, 21, 1000000, 2000000]) {
          const params = { count, days: String(count), hours: count, caseKind: 'Carta', reference: 'P-1' };
          const asConsole = consoleI18n.t(key, { lng, ...params });
          expect({ lng, key, count, text: translate(lng, key, params) }).toEqual({
            lng,
            key,
            count,
            text: asConsole,
          });
          // Neither the key itself (a form i18next could not find) nor a placeholder left unfilled.
          expect(asConsole).not.toContain(key);
          expect(asConsole).not.toContain('{');
        }
  });
});

describe('placeholders', () => {
  it("print a person's words as written, even when they read like a placeholder", () => {
    expect(
      translate('en', 'notify.CASE_MESSAGE.body', { author: 'Ana {excerpt}', excerpt: 'See the photos' }),
    ).toBe('Ana {excerpt} wrote: See the photos');
  });
});
