import { Alert, Box, Stack, Typography } from '@mui/material';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { DetailCard } from '../../cases/DetailCard';
import { DateTime } from '../../i18n/Figures';
import type { ConsoleDataProvider } from '../../providers/data-provider';
import type { ReimbursementDetail } from '../types';

/** The business events in order and what the case will do next by itself (the api words it). */
export function TimelineCard({ record }: { record: ReimbursementDetail }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  // The api words the events in the request's language: the locale is part of the key.
  const { data } = useQuery({
    queryKey: ['reimbursements', 'timeline', record.id, record.updatedAt, locale],
    queryFn: () => dataProvider.caseTimeline(record.id),
  });
  return (
    <DetailCard title="console.reimbursements.cards.timeline">
      {data?.nextDeadline ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="next-deadline">
          <strong>{translate('console.timeline.next')}</strong> {data.nextDeadline.text}
        </Alert>
      ) : null}
      <Stack component="ol" spacing={0} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {(data?.events ?? []).map((e, i, all) => (
          <Box component="li" key={e.seq} sx={{ display: 'flex', gap: 1.5 }}>
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
              <Box sx={{ width: 10, height: 10, mt: 0.75, borderRadius: '50%', bgcolor: 'primary.main' }} />
              {i < all.length - 1 ? <Box sx={{ flex: 1, width: 2, bgcolor: 'divider' }} /> : null}
            </Box>
            <Box sx={{ pb: 1.5 }}>
              <Typography variant="body2" fontWeight={600}>
                {e.label}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                <DateTime at={e.doneAt} />
                {e.doneBy ? ` · ${e.doneBy}` : ''}
              </Typography>
            </Box>
          </Box>
        ))}
      </Stack>
    </DetailCard>
  );
}
