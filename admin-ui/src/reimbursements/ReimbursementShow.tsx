import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CaseFiles } from '../cases/FilePreview';
import { CaseHeader } from '../cases/CaseHeader';
import { CaseLog } from '../cases/CaseLog';
import { CaseMessages } from '../cases/CaseMessages';
import { CaseShow } from '../cases/CaseShow';
import { DetailCard, DetailColumns } from '../cases/DetailCard';
import { StatusChip } from '../cases/StatusChip';
import { ReimbursementActions } from './actions/ReimbursementActions';
import { AnalysisCard } from './cards/AnalysisCard';
import { ConversationCard } from './cards/ConversationCard';
import { ItemsCard } from './cards/ItemsCard';
import { ProposalsCard } from './cards/ProposalsCard';
import { ClientDataCard, ShippingCard } from './cards/ShippingCard';
import { SummaryCard } from './cards/SummaryCard';
import { TimelineCard } from './cards/TimelineCard';
import { PendingApprovalChip } from './PendingApprovalChip';
import { SameShipmentAlert } from './SameShipmentAlert';
import type { ReimbursementDetail } from './types';

/** The request's header: its status, and what waits on someone (a counteroffer, an approval). */
function RequestHeader({ record }: { record: ReimbursementDetail }) {
  const translate = useTranslate();
  return (
    <CaseHeader kind="reimbursements" record={record} actions={<ReimbursementActions record={record} />}>
      <StatusChip family="analysisStatuses" status={record.analysisStatus} size="medium" />
      {record.counterofferPending ? (
        <Chip
          color="warning"
          variant="outlined"
          label={translate('console.reimbursements.counterofferPending')}
        />
      ) : null}
      <PendingApprovalChip record={record} />
    </CaseHeader>
  );
}

/** The request's page: its header, then its cards. */
function RequestPage({ record }: { record: ReimbursementDetail }) {
  return (
    <>
      <RequestHeader record={record} />
      <SameShipmentAlert record={record} />
      {/* The claimed items and the log span the page: their columns never squeeze a word apart. */}
      <Stack spacing={2}>
        <DetailColumns
          main={
            <>
              <SummaryCard record={record} />
              <ConversationCard record={record} />
              <ShippingCard record={record} />
            </>
          }
          side={
            <>
              <TimelineCard record={record} />
              <DetailCard title="console.reimbursements.cards.attachments">
                <CaseFiles files={record.attachments ?? []} basePath={`/reimbursements/${record.id}/files`} />
              </DetailCard>
              <DetailCard title="console.reimbursements.cards.messages" id="messages">
                <CaseMessages resource="reimbursements" id={record.id} />
              </DetailCard>
            </>
          }
        />
        <ItemsCard record={record} />
        <DetailColumns
          main={
            <>
              <AnalysisCard record={record} />
              <ProposalsCard record={record} />
            </>
          }
          side={<ClientDataCard record={record} />}
        />
        <DetailCard title="console.reimbursements.cards.log">
          <CaseLog entries={record.log ?? []} statusFamily="analysisStatuses" />
        </DetailCard>
      </Stack>
    </>
  );
}

export function ReimbursementShow() {
  return <CaseShow one="console.reimbursements.one" page={RequestPage} />;
}
