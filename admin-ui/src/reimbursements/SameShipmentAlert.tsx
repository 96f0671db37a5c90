import { Alert, AlertTitle, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { StatusChip } from '../cases/StatusChip';
import type { ReimbursementDetail } from './types';

/**
 * Other requests on the same BL or CT-e naming one of this one's containers: the analyst sees,
 * before proposing or paying, that the loss may already be claimed, or paid.
 */
export function SameShipmentAlert({ record }: { record: ReimbursementDetail }) {
  const translate = useTranslate();
  const others = record.sameShipment ?? [];
  if (!others.length) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} role="status">
      <AlertTitle>
        {translate('console.reimbursements.sameShipment.title', { count: others.length })}
      </AlertTitle>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
        {others.map((other) => (
          <li key={other.id}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
              <Link to={`/reimbursements/${other.id}/show`}>{other.reference}</Link>
              {other.clientName ? <span>· {other.clientName}</span> : null}
              <StatusChip family="analysisStatuses" status={other.analysisStatus} />
            </Stack>
          </li>
        ))}
      </Stack>
    </Alert>
  );
}
