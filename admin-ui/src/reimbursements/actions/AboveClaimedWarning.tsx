import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { reimbursement } from '@claims/domain';
import type { ReimbursementDetail } from '../types';

/**
 * A warning, never a block, that an agreement (a proposal being typed, one held for a master, a
 * counteroffer to accept) is above what the request claims, compared as the domain compares it.
 */
export function AboveClaimedWarning({
  record,
  agreement,
}: {
  record: ReimbursementDetail;
  agreement: { value: string; currency: string; amountBrl?: string | null };
}) {
  const translate = useTranslate();
  const totals = record.totals ?? { byCurrency: {}, brl: record.totalBrl };
  if (!reimbursement.agreementAboveClaimed(totals, agreement)) return null;
  return <Alert severity="warning">{translate('console.approval.aboveClaimed')}</Alert>;
}
