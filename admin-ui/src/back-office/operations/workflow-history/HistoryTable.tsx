import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useFormat } from '../../../i18n/format';
import { durationParts, type HistoryRow, type RowKind } from './history-rows';
import { caseEventText, WORDED, updateText } from './history-words';

const KIND_COLORS: Record<RowKind, 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning'> = {
  case: 'success',
  workflow: 'primary',
  timer: 'warning',
  update: 'secondary',
  signal: 'secondary',
  activity: 'info',
  child: 'primary',
  marker: 'default',
  other: 'default',
};

/** The history's lines in order: number, time, what kind of event, and what it says. */
export function HistoryTable({ rows }: { rows: HistoryRow[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = useFormat();
  // Rows in words (issue 16): updates by what the person asked for, projections by what happened.
  const text = (row: HistoryRow) => {
    if (row.message === 'caseEvent') return caseEventText(locale, String(row.params.event));
    const params = row.params.update
      ? { ...row.params, update: updateText(locale, String(row.params.update)) }
      : row.params;
    const key = WORDED.has(row.message)
      ? `backOffice.historyWords.${row.message}`
      : `backOffice.history.${row.message}`;
    if (row.message !== 'timerStarted') return translate(key, params);
    const { value, unit } = durationParts(Number(row.params.seconds));
    const duration = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(
      value,
    );
    return translate(key, { ...params, duration });
  };
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>#</TableCell>
          <TableCell>{translate('backOffice.history.time')}</TableCell>
          <TableCell>{translate('backOffice.history.kind')}</TableCell>
          <TableCell>{translate('backOffice.history.event')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} sx={row.attention ? { bgcolor: 'warning.light' } : undefined}>
            <TableCell>{row.id}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.time ? format.timestamp(row.time) : '—'}</TableCell>
            <TableCell>
              <Chip
                size="small"
                color={KIND_COLORS[row.kind]}
                label={translate(`backOffice.history.kinds.${row.kind}`)}
              />
            </TableCell>
            <TableCell>{text(row)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
