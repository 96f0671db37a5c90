import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import { formatDate, formatMoney } from '../../i18n/format';
import { useI18n } from '../../i18n/I18nContext';

/** What was typed or chosen with a step, below its log line: documents asked, message, dates, value. */
export function LogDetails({ details, office }: { details?: Record<string, unknown>; office: string }) {
  const { t, locale } = useI18n();
  if (!details || Object.keys(details).length === 0) return null;
  const s = (key: string) => (typeof details[key] === 'string' ? (details[key] as string) : null);
  const lines: string[] = [];
  if (Array.isArray(details.documentTypes) && details.documentTypes.length)
    lines.push(
      t('conversation.log.documents', {
        documents: (details.documentTypes as string[])
          .map((k) => t(`codes.documentTypes.${k}` as CodeLabelKey))
          .join(', '),
      }),
    );
  if (s('message')) lines.push(t('conversation.log.message', { message: s('message')! }));
  if (s('reason')) lines.push(t('conversation.log.reason', { reason: s('reason')! }));
  if (s('note')) lines.push(t('conversation.log.note', { note: s('note')! }));
  if (s('expectedDate'))
    lines.push(t('conversation.log.expectedDate', { date: formatDate(locale, s('expectedDate'), office) }));
  if (s('paidOn'))
    lines.push(
      t('conversation.log.paid', {
        value: formatMoney(locale, s('value'), s('currency') ?? 'BRL'),
        date: formatDate(locale, s('paidOn'), office),
      }),
    );
  else if (s('value') && s('currency'))
    lines.push(t('conversation.log.value', { value: formatMoney(locale, s('value'), s('currency')!) }));
  if (!lines.length) return null;
  return (
    <ul className="log-details">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
