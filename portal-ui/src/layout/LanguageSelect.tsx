import { useId } from 'react';
import { LANGUAGE_NAMES, SUPPORTED_LOCALES, isLocale, type Locale } from '@claims/domain/i18n/locales';
import { useI18n } from '../i18n/I18nContext';

/** SPEC §3 language options: flag code, name and abbreviation (br PT, gb EN, es ES). */
export const LANGUAGES: Record<Locale, { abbreviation: string; name: string }> = {
  'pt-BR': { abbreviation: 'PT', name: LANGUAGE_NAMES['pt-BR'] },
  en: { abbreviation: 'EN', name: LANGUAGE_NAMES.en },
  es: { abbreviation: 'ES', name: LANGUAGE_NAMES.es },
};

export function LanguageSelect() {
  const { locale, setLocale, t } = useI18n();
  const id = useId();
  return (
    <div className="language-select">
      <label htmlFor={id} className="visually-hidden">
        {t('portal.language')}
      </label>
      <select id={id} value={locale} onChange={(e) => isLocale(e.target.value) && setLocale(e.target.value)}>
        {SUPPORTED_LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGES[code].abbreviation} — {LANGUAGES[code].name}
          </option>
        ))}
      </select>
    </div>
  );
}
