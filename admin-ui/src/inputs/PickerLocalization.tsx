import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { isLocale, DEFAULT_LOCALE } from '@claims/domain';
import { pickerLocales } from './picker-locales';

/**
 * Calendars, placeholders ("DD/MM/AAAA") and buttons in the interface language. The names of the
 * field's sections, which screen readers announce, come from our catalogue: MUI X's Spanish
 * calls the day "Dia", the Portuguese word.
 */
export function PickerLocalization({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const picker = pickerLocales[isLocale(locale) ? locale : DEFAULT_LOCALE];
  const localeText = {
    ...picker.texts.components.MuiLocalizationProvider.defaultProps.localeText,
    year: translate('console.picker.year'),
    month: translate('console.picker.month'),
    day: translate('console.picker.day'),
    hours: translate('console.picker.hours'),
    minutes: translate('console.picker.minutes'),
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={picker.dateFns} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
