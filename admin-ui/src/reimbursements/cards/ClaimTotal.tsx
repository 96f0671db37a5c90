import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { reimbursement } from '@claims/domain';
import { useFormat } from '../../i18n/format';
import type { ReimbursementDetail } from '../types';

/**
 * The request's total in its own money (each currency its lines are in, the office's first),
 * with the BRL equivalent beside it when any line is foreign.
 */
export function ClaimTotal({ record }: { record: ReimbursementDetail }) {
  const translate = useTranslate();
  const format = useFormat();
  const totals = record.totals ?? { byCurrency: {}, brl: record.totalBrl };
  const { amounts, brlBeside } = reimbursement.claimTotalsView(totals, record.office);
  if (amounts.length === 0) return <>—</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      {amounts.map(({ currency, amount }) => (
        <Box component="strong" key={currency} data-currency={currency}>
          {format.money(amount, currency)}
        </Box>
      ))}
      {brlBeside !== null ? (
        <Typography component="span" variant="caption" color="text.secondary" data-currency="BRL">
          {translate('claimTotals.brlBeside', { amount: format.money(brlBeside, 'BRL') })}
        </Typography>
      ) : null}
    </Box>
  );
}
