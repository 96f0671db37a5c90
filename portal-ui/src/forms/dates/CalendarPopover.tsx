import { format, parse } from 'date-fns';
import { DayPicker } from 'react-day-picker';
import { enGB, es, ptBR } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import type { Locale } from '@claims/domain/i18n/locales';
import { useI18n } from '../../i18n/I18nContext';

// SPEC §9: the date picker speaks Portuguese and Spanish; English is the British one (day first).
const CALENDAR_LOCALES: Record<Locale, typeof ptBR> = { 'pt-BR': ptBR, es, en: enGB };

/** The month calendar behind a date field's button, loaded on first use. */
export default function CalendarPopover({
  value,
  onPick,
  onClose,
}: {
  value: string | undefined;
  onPick(iso: string): void;
  onClose(): void;
}) {
  const { locale } = useI18n();
  const selected = value ? parse(value, 'yyyy-MM-dd', new Date(2000, 0, 1, 12)) : undefined;
  return (
    <div
      className="calendar-popover"
      role="dialog"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <DayPicker
        mode="single"
        locale={CALENDAR_LOCALES[locale]}
        selected={selected}
        defaultMonth={selected}
        captionLayout="dropdown"
        startMonth={new Date(2000, 0)}
        endMonth={new Date(2035, 11)}
        autoFocus
        onSelect={(day) => day && onPick(format(day, 'yyyy-MM-dd'))}
      />
    </div>
  );
}
