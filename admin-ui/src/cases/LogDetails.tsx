import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../i18n/format';
import { codeLabel } from './code-choices';

/**
 * What was typed or chosen with a logged step, under its action: the documents asked and the
 * message, a close, block or reopen reason, the team, the payment's dates and value.
 */
export function LogDetails({ details }: { details?: Record<string, unknown> }) {
  const translate = useTranslate();
  const format = useFormat();
  if (!details) return null;
  const s = (key: string) =>
    typeof details[key] === 'string' && details[key] !== '' ? String(details[key]) : null;
  const lines: string[] = [];
  if (Array.isArray(details.documentTypes) && details.documentTypes.length)
    lines.push(
      translate('conversation.log.documents', {
        documents: (details.documentTypes as string[])
          .map((k) => codeLabel('documentTypes', k, translate))
          .join(', '),
      }),
    );
  for (const key of ['message', 'reason', 'note'] as const) {
    const value = s(key);
    if (value) lines.push(translate(`conversation.log.${key}`, { [key]: value }));
  }
  if (s('expectedDate'))
    lines.push(translate('conversation.log.expectedDate', { date: format.day(s('expectedDate')) }));
  if (s('paidOn'))
    lines.push(
      translate('conversation.log.paid', {
        value: format.money(s('value'), s('currency') ?? 'BRL'),
        date: format.day(s('paidOn')),
      }),
    );
  else if (s('value') && s('currency'))
    lines.push(translate('conversation.log.value', { value: format.money(s('value'), s('currency')) }));
  if (!lines.length) return null;
  return (
    <>
      {lines.map((line) => (
        <Typography
          key={line}
          variant="caption"
          color="text.secondary"
          component="div"
          sx={{ whiteSpace: 'pre-wrap' }}
        >
          {line}
        </Typography>
      ))}
    </>
  );
}
