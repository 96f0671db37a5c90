import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { reimbursement } from '@claims/domain';
import { DetailCard, EmptyState } from '../../cases/DetailCard';
import { DateTime, Money } from '../../i18n/Figures';
import { useFormat } from '../../i18n/format';
import type { ReimbursementDetail } from '../types';

const STATUS_COLOR: Record<string, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  OPEN: 'info',
  PENDING_APPROVAL: 'warning',
  ACCEPTED: 'success',
  COUNTERED: 'default',
  REJECTED: 'error',
  EXPIRED: 'error',
  WITHDRAWN: 'default',
};

/**
 * The agreement thread as a conversation: each proposal (left) and counteroffer (right) in order,
 * who made it, its state and deadline, and the other side's answer with its message.
 */
export function ProposalsCard({ record }: { record: ReimbursementDetail }) {
  const translate = useTranslate();
  const format = useFormat();
  const proposals = record.proposals ?? [];
  const numbers = reimbursement.offerNumbers(proposals);
  return (
    <DetailCard title="console.reimbursements.cards.proposals">
      {proposals.length === 0 ? (
        <EmptyState text="console.proposals.empty" />
      ) : (
        <Stack spacing={1.5}>
          {proposals.map((p, index) => {
            const counter = p.kind === 'COUNTEROFFER';
            return (
              <Box
                key={p.version}
                sx={{
                  alignSelf: counter ? 'flex-end' : 'flex-start',
                  width: '85%',
                  border: 1,
                  borderColor: counter ? 'warning.light' : 'primary.light',
                  borderRadius: 2,
                  p: 1.5,
                }}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="subtitle2">
                    {translate(`console.proposals.kinds.${p.kind}`, { _: p.kind })} #{numbers[index]}
                  </Typography>
                  <Chip
                    size="small"
                    color={STATUS_COLOR[p.status] ?? 'default'}
                    label={translate(`console.proposals.statuses.${statusKey(p.status, counter)}`, {
                      _: p.status,
                    })}
                  />
                </Stack>
                <Typography variant="h6">
                  <Money amount={p.value} currency={p.currency} />
                  {p.currency !== 'BRL' && p.amountBrl ? (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {' '}
                      (<Money amount={p.amountBrl} currency="BRL" />)
                    </Typography>
                  ) : null}
                </Typography>
                {p.message ? (
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                    {p.message}
                  </Typography>
                ) : null}
                <Typography variant="caption" color="text.secondary">
                  {p.proposedByName ? `${p.proposedByName} · ` : ''}
                  <DateTime at={p.proposedAt} />
                  {p.expiresAt && p.status === 'OPEN'
                    ? ` · ${translate('console.proposals.expiresAt', { date: format.officeDay(p.expiresAt, record.office) })}`
                    : ''}
                </Typography>
                {p.answeredByName &&
                (p.answerMessage || p.status === 'ACCEPTED' || p.status === 'REJECTED') ? (
                  <Box sx={{ mt: 1, pl: 1.5, borderLeft: 2, borderColor: 'divider' }} data-testid="answer">
                    <Typography variant="caption" color="text.secondary">
                      {translate('conversation.thread.answer', { name: p.answeredByName })}
                      {p.answeredAt ? ` · ${format.dateTime(p.answeredAt)}` : ''}
                    </Typography>
                    {p.answerMessage ? (
                      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', fontStyle: 'italic' }}>
                        {p.answerMessage}
                      </Typography>
                    ) : null}
                  </Box>
                ) : null}
              </Box>
            );
          })}
        </Stack>
      )}
    </DetailCard>
  );
}

/**
 * A proposal's status as the team reads it. A customer's counteroffer is answered by the team:
 * open, it waits for the team; countered, the team made a new proposal (not a counteroffer).
 */
function statusKey(status: string, counteroffer: boolean): string {
  if (!counteroffer) return status;
  if (status === 'OPEN') return 'OPEN_COUNTEROFFER';
  if (status === 'COUNTERED') return 'COUNTERED_COUNTEROFFER';
  return status;
}
