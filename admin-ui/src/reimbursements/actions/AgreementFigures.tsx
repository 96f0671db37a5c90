import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { reimbursement } from '@claims/domain';
import { useFormat } from '../../i18n/format';
import { ClaimTotal } from '../cards/ClaimTotal';
import type { Proposal, ReimbursementDetail } from '../types';
import { AboveClaimedWarning } from './AboveClaimedWarning';

/**
 * The agreement a command would settle: for a master, what waits for their approval (a proposal,
 * or an analyst's acceptance of a counteroffer); for an analyst accepting, the customer's open
 * counteroffer.
 */
export function agreementWeighed(
  action: reimbursement.PersonAction,
  record: ReimbursementDetail,
): Proposal | undefined {
  const proposals = [...(record.proposals ?? [])].reverse();
  if (action === 'acceptCounteroffer')
    return proposals.find((p) => p.kind === 'COUNTEROFFER' && p.status === 'OPEN');
  return proposals.find((p) => p.status === 'PENDING_APPROVAL');
}

/**
 * What one weighs before agreeing: the amount claimed and the value that would be agreed (a
 * proposal's, or the counteroffer's to accept), with a warning when the agreement is above the claim.
 */
export function AgreementFigures({
  record,
  agreement,
}: {
  record: ReimbursementDetail;
  agreement: Proposal | undefined;
}) {
  const translate = useTranslate();
  const format = useFormat();
  if (!agreement) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="agreement-figures">
      <Stack direction="row" spacing={4}>
        <div>
          <Typography variant="caption" color="text.secondary" component="div">
            {translate('console.approval.claimed')}
          </Typography>
          <ClaimTotal record={record} />
        </div>
        <div>
          <Typography variant="caption" color="text.secondary" component="div">
            {translate(`console.approval.${agreement.kind === 'COUNTEROFFER' ? 'COUNTEROFFER' : 'PROPOSAL'}`)}
          </Typography>
          <strong>{format.money(agreement.value, agreement.currency)}</strong>
        </div>
      </Stack>
      <AboveClaimedWarning record={record} agreement={agreement} />
    </Stack>
  );
}
