import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';
import { DATE_TIME_OPTIONS, dateLocale } from './format';

/** react-admin's DateField with the time, as the rest of the console shows it: 23/11/2026, 14:30. */
export function DateTimeField(props: Omit<DateFieldProps, 'showTime' | 'locales' | 'options'>) {
  const [locale] = useLocaleState();
  return <DateField {...props} showTime locales={dateLocale(locale)} options={DATE_TIME_OPTIONS} />;
}
