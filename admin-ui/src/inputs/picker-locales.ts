import type { Locale as DateFnsLocale } from 'date-fns';
import { enGB, es as esDateFns, ptBR as ptBRDateFns } from 'date-fns/locale';
import { enUS, esES, ptBR } from '@mui/x-date-pickers/locales';
import type { Locale } from '@claims/domain';

/**
 * The pickers' language per interface language. English is the spec's "gb": day first and
 * 24-hour times like the other two (dd/MM/yyyy, 14:30), never the US mm/dd/yyyy and "2:30 PM".
 */
export const pickerLocales: Record<
  Locale,
  { dateFns: DateFnsLocale; texts: typeof ptBR; dateFormat: string; monthFormat: string }
> = {
  'pt-BR': { dateFns: ptBRDateFns, texts: ptBR, dateFormat: 'dd/MM/yyyy', monthFormat: 'MM/yyyy' },
  es: { dateFns: esDateFns, texts: esES, dateFormat: 'dd/MM/yyyy', monthFormat: 'MM/yyyy' },
  en: { dateFns: enGB, texts: enUS, dateFormat: 'dd/MM/yyyy', monthFormat: 'MM/yyyy' },
};

export const TIME_FORMAT = 'HH:mm';
