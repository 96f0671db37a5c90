import { Alert, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { reimbursement } from '@claims/domain';
import { useFormat } from '../../i18n/format';
import { ClaimTotal } from '../cards/ClaimTotal';
import type { ReimbursementDetail } from '../types';

/**
 * What a master weighs before approving or rejecting what waits for them: the amount claimed and
 * the value that would be agreed (the held proposal's, or the counteroffer's to accept), with a
 * warning when the agreement is above the claim.
 */
export function ApprovalFigures({ record }: { record: ReimbursementDetail }) {
  const translate = useTranslate();
  const format = useFormat();
  const held = [...(record.proposals ?? [])].reverse().find((p) => p.status === 'PENDING_APPROVAL');
  if (!held) return null;
  const totals = record.totals ?? { byCurrency: {}, brl: record.totalBrl };
  const above = reimbursement.agreementAboveClaimed(totals, held);
  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="approval-figures">
      <Stack direction="row" spacing={4}>
        <div>
          <Typography variant="caption" color="text.secondary" component="div">
            {translate('console.approval.claimed')}
          </Typography>
          <ClaimTotal record={record} />
        </div>
        <div>
          <Typography variant="caption" color="text.secondary" component="div">
            {translate(`console.approval.${held.kind === 'COUNTEROFFER' ? 'COUNTEROFFER' : 'PROPOSAL'}`)}
          </Typography>
          <strong>{format.money(held.value, held.currency)}</strong>
        </div>
      </Stack>
      {above ? <Alert severity="warning">{translate('console.approval.aboveClaimed')}</Alert> : null}
    </Stack>
  );
}
