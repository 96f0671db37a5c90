import { format as formatDate, isValid, parse } from 'date-fns';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { useLocaleState } from 'react-admin';
import { DEFAULT_LOCALE, isLocale } from '@claims/domain';
import { PickerLocalization } from './PickerLocalization';
import { pickerLocales } from './picker-locales';

/** A month ("2026-11" for the api), typed mm/aaaa or picked: the monthly reports' period. */
export function MonthField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (month: string) => void;
}) {
  const [locale] = useLocaleState();
  const picker = pickerLocales[isLocale(locale) ? locale : DEFAULT_LOCALE];
  const date = value ? parse(value, 'yyyy-MM', new Date()) : null;
  return (
    <PickerLocalization>
      <DesktopDatePicker
        label={label}
        views={['year', 'month']}
        openTo="month"
        format={picker.monthFormat}
        value={date && isValid(date) ? date : null}
        onChange={(picked) => onChange(picked && isValid(picked) ? formatDate(picked, 'yyyy-MM') : '')}
        slotProps={{ textField: { size: 'small' } }}
      />
    </PickerLocalization>
  );
}
