import { Box, Chip, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

const COLORS = { QUEUED: 'default', RUNNING: 'info', DONE: 'success', FAILED: 'error' } as const;

/** A report's status as a chip, with the progress bar while the worker is on it. */
export function ReportStatus({ status, progress }: { status: keyof typeof COLORS; progress: number }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 180 }}>
      <Chip size="small" color={COLORS[status]} label={translate(`backOffice.reports.status.${status}`)} />
      {(status === 'QUEUED' || status === 'RUNNING') && (
        <LinearProgress
          variant="determinate"
          value={progress}
          sx={{ flex: 1 }}
          aria-label={translate('backOffice.reports.progress', { progress })}
        />
      )}
    </Box>
  );
}
