import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useFormat } from '../../../i18n/format';
import type { HistoryRow, RowKind } from './history-rows';
import { rowWords, type RowWords } from './history-words';

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

/**
 * The history's lines in order: number, time, what kind of event, and what it says in words
 * (issue 16); Temporal's names only in the text's tooltip.
 */
export function HistoryTable({ rows }: { rows: HistoryRow[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = useFormat();
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
            <TableCell>
              <RowText words={rowWords(locale, row)} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function RowText({ words }: { words: RowWords }) {
  if (!words.detail) return <>{words.text}</>;
  // describeChild: the tooltip describes the text; the cell is still named by the words alone.
  return (
    <Tooltip title={words.detail} describeChild>
      <span>{words.text}</span>
    </Tooltip>
  );
}
