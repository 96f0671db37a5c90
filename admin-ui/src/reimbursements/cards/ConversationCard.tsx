import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { codeLabel } from '../../cases/code-choices';
import { DetailCard, Fact, Facts } from '../../cases/DetailCard';
import { useFormat } from '../../i18n/format';
import type { ReimbursementDetail } from '../types';
import { DecisionFacts } from './DecisionFacts';

/**
 * Where the conversation with the customer stands: the documents asked and which have arrived,
 * the payment (and why finance blocked it), and for a settled or closed case how it ended.
 * Nothing to show: no card.
 */
export function ConversationCard({ record }: { record: ReimbursementDetail }) {
  const translate = useTranslate();
  const format = useFormat();
  const { documentRequest: asked, payment, outcome } = record;
  if (!asked && !payment && !outcome) return null;
  const decision = outcome?.decision;
  return (
    <DetailCard title="console.reimbursements.cards.conversation">
      <Stack spacing={2}>
        {asked ? (
          <Box data-testid="document-request">
            <Typography variant="subtitle2">
              {translate(
                asked.kind === 'SETTLEMENT'
                  ? 'conversation.documents.settlementTitle'
                  : 'conversation.documents.title',
              )}
              {' · '}
              {translate('conversation.documents.party', {
                party: codeLabel('documentRequestParties', asked.party, translate),
              })}
            </Typography>
            {asked.requestedByName && asked.requestedAt ? (
              <Typography variant="caption" color="text.secondary">
                {translate('conversation.documents.askedBy', {
                  name: asked.requestedByName,
                  date: format.officeDay(asked.requestedAt, record.office),
                })}
              </Typography>
            ) : null}
            {asked.message ? (
              <Typography variant="body2" sx={{ fontStyle: 'italic', whiteSpace: 'pre-wrap', my: 1 }}>
                “{asked.message}”
              </Typography>
            ) : null}
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
              {asked.items.map((item) => (
                <Chip
                  key={item.documentType}
                  size="small"
                  color={item.provided ? 'success' : 'warning'}
                  variant={item.provided ? 'filled' : 'outlined'}
                  label={`${item.provided ? '☑' : '☐'} ${codeLabel('documentTypes', item.documentType, translate)}`}
                />
              ))}
            </Stack>
            {asked.deadline ? (
              <Typography variant="caption" color="text.secondary">
                {translate('conversation.documents.staffUntil', {
                  date: format.officeDay(asked.deadline, record.office),
                })}
              </Typography>
            ) : null}
          </Box>
        ) : null}
        {payment ? (
          <Box data-testid="payment">
            <Typography variant="subtitle2">{translate('conversation.payment.title')}</Typography>
            {payment.blockedReason ? (
              <Alert severity="warning" sx={{ my: 1 }}>
                {translate('conversation.payment.blockedReason')}: {payment.blockedReason}
              </Alert>
            ) : null}
            <Facts>
              <Fact label="conversation.payment.expected">{format.day(payment.expectedDate)}</Fact>
              <Fact label="conversation.payment.paidOn">
                {payment.paidOn ? format.day(payment.paidOn) : translate('conversation.payment.notYet')}
              </Fact>
              {payment.paidOn ? (
                <>
                  <Fact label="conversation.payment.amount">
                    {format.money(payment.value, payment.currency ?? 'BRL')}
                  </Fact>
                  <Fact label="conversation.payment.receipt">{payment.receipt?.name}</Fact>
                  <Fact label="conversation.payment.recordedBy">{payment.recordedByName}</Fact>
                </>
              ) : null}
            </Facts>
          </Box>
        ) : null}
        {outcome ? (
          <Box data-testid="outcome">
            <Typography variant="subtitle2">
              {translate(outcome.closed ? 'conversation.outcome.title' : 'conversation.outcome.agreedTitle')}
            </Typography>
            <Facts>
              {decision ? <DecisionFacts decision={decision} /> : null}
              {outcome.closed ? (
                <>
                  <Fact label="conversation.outcome.closedAt">{format.dateTime(outcome.closedAt)}</Fact>
                  <Fact label="conversation.outcome.closedBy">
                    {outcome.closedByName ?? translate('conversation.outcome.automatic')}
                  </Fact>
                  <Fact label="conversation.outcome.closeReason">{outcome.closeReason}</Fact>
                </>
              ) : null}
            </Facts>
          </Box>
        ) : null}
      </Stack>
    </DetailCard>
  );
}
