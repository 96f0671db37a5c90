import type { ReactNode } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { ListButton } from 'react-admin';
import type { CaseResource } from '../providers/data-provider';
import { WorkflowHistoryLink } from './WorkflowHistoryLink';

/**
 * The head of a case's detail page (letter of protest or reimbursement request): its reference
 * and status chips, the way to its workflow history and back to the list, then its commands.
 */
export function CaseHeader({
  kind,
  record,
  actions,
  children: chips,
}: {
  kind: CaseResource;
  record: { id: string; reference: string };
  actions: ReactNode;
  children: ReactNode;
}) {
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
          {chips}
        </Stack>
        <Stack direction="row" spacing={1}>
          <WorkflowHistoryLink kind={kind} id={record.id} />
          <ListButton />
        </Stack>
      </Stack>
      <Box sx={{ mt: 2 }}>{actions}</Box>
    </Paper>
  );
}
