import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { awaitingApproval } from './actions/legal-actions';
import type { ReimbursementDetail } from './types';

/** The header's badge of what waits for a master: the team's proposal, or its acceptance of a counteroffer. */
export function PendingApprovalChip({ record }: { record: ReimbursementDetail }) {
  const translate = useTranslate();
  const held = awaitingApproval(record);
  if (!held) return null;
  return (
    <Chip
      color="warning"
      label={translate(
        held === 'COUNTEROFFER'
          ? 'console.reimbursements.counterofferAcceptanceAwaitingApproval'
          : 'console.reimbursements.proposalAwaitingApproval',
      )}
    />
  );
}
