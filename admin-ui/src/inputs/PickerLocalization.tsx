import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { isLocale, DEFAULT_LOCALE } from '@claims/domain';
import { pickerLocales } from './picker-locales';

/** Calendars, placeholders ("DD/MM/AAAA") and buttons in the interface language. */
export function PickerLocalization({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const picker = pickerLocales[isLocale(locale) ? locale : DEFAULT_LOCALE];
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={picker.dateFns}
      localeText={picker.texts.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
