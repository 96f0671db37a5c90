import { CATALOGUES, codeLabel, isMessageKey, translate } from './translate';
import { ERROR_DEFINITIONS, ErrorCode, errorHttpStatus, errorMessageKey, isErrorCode } from './error-codes';
import { SUPPORTED_LOCALES, browserLocale, resolveLocale } from './locales';
import cases from './translate.cases.json';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogue', () => {
  it('has the same keys and placeholders in every language', () => {
    const ptBR = CATALOGUES['pt-BR'];
    for (const locale of SUPPORTED_LOCALES) {
      const catalogue = CATALOGUES[locale];
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(ptBR).sort());
      for (const [key, text] of Object.entries(catalogue)) {
        expect(text.trim()).not.toBe('');
        expect([key, placeholders(text)]).toEqual([key, placeholders(ptBR[key as keyof typeof ptBR])]);
      }
    }
  });

  it.each(cases.specTexts)('carries the spec text of $key in $locale: $text', ({ locale, key, text }) => {
    expect(translate(locale, key)).toBe(text);
  });

  it('interpolates and leaves missing parameters visible', () => {
    expect(translate('pt-BR', 'validation.required', { name: 'CNPJ' })).toBe('O campo CNPJ é obrigatório');
    expect(translate('en', 'validation.required', { name: 'CNPJ' })).toBe('The CNPJ field is required');
    expect(translate('en', 'validation.required')).toBe('The {name} field is required');
    expect(
      translate('es', 'notices.longCourseReimbursementByEmail', { email: 'claims@example.com' }),
    ).toContain('claims@example.com');
  });

  it('falls back to pt-BR for unknown locales and returns unknown keys as is', () => {
    expect(translate('fr-FR', 'errors.forbidden')).toBe('Não autorizado');
    expect(translate('es-UY', 'errors.forbidden')).toBe('No autorizado');
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
    expect(isMessageKey('errors.forbidden')).toBe(true);
    expect(isMessageKey('no.such.key')).toBe(false);
  });

  it('labels codes from the code tables', () => {
    expect(codeLabel('pt-BR', 'analysisStatuses', 'PROCESS_CLOSED')).toBe('Processo encerrado');
    expect(codeLabel('en', 'roles', 'CUSTOMS_BROKER_MASTER')).toBe('Customs broker master');
    expect(translate('es', 'codes.documentTypes.POWER_OF_ATTORNEY')).toBe('Poder');
  });
});

describe('error codes', () => {
  it('map to catalogue keys and HTTP statuses', () => {
    expect(ErrorCode.DUPLICATE_EMAIL).toBe('DUPLICATE_EMAIL');
    expect(errorMessageKey(ErrorCode.DUPLICATE_EMAIL)).toBe('errors.duplicateEmail');
    expect(errorHttpStatus('SERVICE_UNAVAILABLE')).toBe(503);
    expect(isErrorCode('NOPE')).toBe(false);
    for (const { messageKey } of Object.values(ERROR_DEFINITIONS))
      expect(isMessageKey(messageKey)).toBe(true);
  });
});

describe('resolveLocale', () => {
  it.each([
    ['en', 'en'],
    ['en-US', 'en'],
    ['es-AR', 'es'],
    ['pt', 'pt-BR'],
    ['pt-BR', 'pt-BR'],
    ['pt_BR', 'pt-BR'],
    ['garbage', 'pt-BR'],
    ['', 'pt-BR'],
    [undefined, 'pt-BR'],
    ['fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5', 'en'],
    ['es;q=0.4, en;q=0.9', 'en'],
    ['en;q=0, es', 'es'],
  ])('%s → %s', (header, locale) => {
    expect(resolveLocale(header)).toBe(locale);
  });
});

describe('browserLocale (a first visit, nothing chosen yet)', () => {
  it.each([
    [['es-AR'], 'es'],
    [['es-UY', 'es'], 'es'],
    [['en-US', 'en'], 'en'],
    [['pt-BR', 'pt'], 'pt-BR'],
    [['pt-PT'], 'pt-BR'],
    [['fr-FR', 'es-PY'], 'es'],
    [['de-DE'], 'pt-BR'],
    [[], 'pt-BR'],
    [undefined, 'pt-BR'],
  ])('%j → %s', (languages, locale) => {
    expect(browserLocale(languages)).toBe(locale);
  });
});

describe('texts with plural forms', () => {
  it.each([
    ['pt-BR', 1, 'falta 1 dia'],
    ['pt-BR', 12, 'faltam 12 dias'],
    // CLDR puts 0 with 1 in Portuguese; Brazilian writing does not.
    ['pt-BR', 0, 'faltam 0 dias'],
    ['es', 1, 'falta 1 día'],
    ['es', 30, 'faltan 30 días'],
    ['en', 1, '1 day left'],
    ['en', 0, '0 days left'],
  ] as const)('%s, count %d: %s', (locale, count, text) => {
    expect(translate(locale, 'console.timeBar.daysLeft', { count })).toBe(text);
  });

  it('are message keys by their name, and read in the plural without a count', () => {
    expect(isMessageKey('console.timeBar.daysLeft')).toBe(true);
    expect(translate('es', 'portal.wizard.stillRequired')).toBe('Aún faltan {count} documentos.');
  });

  it('e-mail a password link valid for 1 hour in the singular', () => {
    expect(translate('pt-BR', 'notify.PASSWORD_RESET.body', { hours: 1, count: 1 })).toContain(
      'válido por 1 hora.',
    );
    expect(translate('es', 'notify.PASSWORD_RESET.body', { hours: 24, count: 24 })).toContain(
      'válido por 24 horas.',
    );
  });

  it('have a form for each plural the language has, at least "one" and "other"', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const keys = Object.keys(CATALOGUES[locale]);
      for (const key of keys.filter((k) => k.endsWith('_other')))
        expect(keys).toContain(key.replace(/_other$/, '_one'));
    }
  });
});
