import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { durationParts, type HistoryRow, type RowKind } from './history-rows';

const KIND_COLORS: Record<RowKind, 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning'> = {
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
  const text = (row: HistoryRow) => {
    if (row.message !== 'timerStarted') return translate(`backOffice.history.${row.message}`, row.params);
    const { value, unit } = durationParts(Number(row.params.seconds));
    const duration = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(
      value,
    );
    return translate('backOffice.history.timerStarted', { ...row.params, duration });
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
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {row.time ? new Date(row.time).toLocaleString(locale) : '—'}
            </TableCell>
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
