import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { ListButton, Show, useRecordContext, useTranslate } from 'react-admin';
import { CaseFiles } from '../cases/FilePreview';
import { CaseLog } from '../cases/CaseLog';
import { CaseMessages } from '../cases/CaseMessages';
import { DetailCard, DetailColumns } from '../cases/DetailCard';
import { StatusChip } from '../cases/StatusChip';
import { WorkflowHistoryLink } from '../cases/WorkflowHistoryLink';
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
import { CaseDetailLoading, useCaseDetail } from '../cases/useCaseDetail';

const ReimbursementTitle = () => {
  const record = useRecordContext<ReimbursementDetail>();
  const translate = useTranslate();
  return <span>{record ? `${translate('console.reimbursements.one')} ${record.reference}` : ''}</span>;
};

/** The header: reference, status, the commands legal now, and the way to the workflow history. */
function CaseHeader({ record }: { record: ReimbursementDetail }) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            {record.reference}
          </Typography>
          <StatusChip family="analysisStatuses" status={record.analysisStatus} size="medium" />
          {record.counterofferPending ? (
            <Chip
              color="warning"
              variant="outlined"
              label={translate('console.reimbursements.counterofferPending')}
            />
          ) : null}
          <PendingApprovalChip record={record} />
        </Stack>
        <Stack direction="row" spacing={1}>
          <WorkflowHistoryLink kind="reimbursements" id={record.id} />
          <ListButton />
        </Stack>
      </Stack>
      <Box sx={{ mt: 2 }}>
        <ReimbursementActions record={record} />
      </Box>
    </Paper>
  );
}

function ReimbursementDetailView() {
  const record = useCaseDetail<ReimbursementDetail>();
  if (!record) return <CaseDetailLoading />;
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <CaseHeader record={record} />
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
    </Box>
  );
}

export function ReimbursementShow() {
  return (
    <Show title={<ReimbursementTitle />} actions={false} component="div">
      <ReimbursementDetailView />
    </Show>
  );
}
