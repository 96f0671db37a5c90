import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { codeLabel } from '../../cases/code-choices';
import { DetailCard, Fact, Facts } from '../../cases/DetailCard';
import { ReferenceName } from '../../cases/ReferenceName';
import { daysUntil, useFormat } from '../../i18n/format';
import type { ReimbursementDetail } from '../types';
import { ClaimTotal } from './ClaimTotal';

export function SummaryCard({ record }: { record: ReimbursementDetail }) {
  const translate = useTranslate();
  const format = useFormat();
  const days = record.timeBarDate ? daysUntil(record.timeBarDate, record.office) : null;
  return (
    <DetailCard title="console.reimbursements.cards.summary">
      <Facts>
        <Fact label="resources.reimbursements.fields.clientName">
          {record.clientName ?? <ReferenceName reference="clients" id={record.clientId} />}
        </Fact>
        <Fact label="resources.reimbursements.fields.office">
          {codeLabel('offices', record.office, translate)}
        </Fact>
        <Fact label="resources.reimbursements.fields.team">{codeLabel('teams', record.team, translate)}</Fact>
        <Fact label="resources.reimbursements.fields.serviceType">
          {codeLabel('serviceTypes', record.serviceType, translate)}
        </Fact>
        <Fact label="resources.reimbursements.fields.subStatus">
          {codeLabel('debtNoteSubStatuses', record.subStatus, translate)}
        </Fact>
        <Fact label="resources.reimbursements.fields.createdAt">{format.dateTime(record.createdAt)}</Fact>
        <Fact label="resources.reimbursements.fields.submittedAt">{format.dateTime(record.submittedAt)}</Fact>
        <Fact label="resources.reimbursements.fields.closedAt">{format.dateTime(record.closedAt)}</Fact>
        <Fact label="resources.reimbursements.fields.timeBarDate">
          {record.timeBarDate ? (
            <>
              {format.day(record.timeBarDate)}{' '}
              {!record.closedAt && days !== null ? (
                <Chip
                  size="small"
                  color={days <= 30 ? 'error' : days <= 60 ? 'warning' : 'default'}
                  label={translate('console.timeBar.daysLeft', { count: days })}
                />
              ) : null}
            </>
          ) : null}
        </Fact>
        <Fact label="resources.reimbursements.fields.slaDueAt">
          {record.slaBreached ? (
            <Chip size="small" color="error" label={translate('console.reimbursements.slaBreached')} />
          ) : (
            format.officeDay(record.slaDueAt, record.office)
          )}
        </Fact>
        <Fact label="claimTotals.claimed">
          <ClaimTotal record={record} />
        </Fact>
      </Facts>
    </DetailCard>
  );
}
