import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';

type Color = ChipProps['color'];

/** The colour of an analysis status at a glance: whose move it is, and how it ended. */
export function analysisStatusColor(status: string): Color {
  if (status.startsWith('UNDER_ANALYSIS_')) return 'info';
  if (status.startsWith('AWAITING_')) return 'warning';
  if (
    status === 'IMPROCEDENT' ||
    status === 'PAYMENT_BLOCKED_BY_FINANCE' ||
    status === 'PAYMENT_NOT_MADE_RR_NOT_SENT'
  )
    return 'error';
  if (status === 'PROCESS_CLOSED' || status === 'CLOSED_BY_EXPIRY') return 'default';
  return 'success';
}

export function protestStatusColor(status: string): Color {
  if (status === 'ANALYSIS_CONCLUDED' || status === 'CONCLUDED') return 'success';
  if (status === 'INSPECTION_CANCELLED') return 'default';
  if (status === 'UNDER_ANALYSIS' || status === 'REGISTERED') return 'info';
  return 'warning';
}

export function StatusChip({
  family,
  status,
  size = 'small',
}: {
  family: 'analysisStatuses' | 'protestStatuses' | 'inspectionStatuses';
  status: string | null | undefined;
  size?: ChipProps['size'];
}) {
  const translate = useTranslate();
  if (!status) return null;
  const color = family === 'analysisStatuses' ? analysisStatusColor(status) : protestStatusColor(status);
  return (
    <Chip
      size={size}
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      label={translate(`codes.${family}.${status}`, { _: status })}
      data-status={status}
      // Some statuses are a sentence ("Esperando documentos adicionales del cliente/reclamante"):
      // they wrap inside the chip rather than widen a list's column past the screen.
      sx={{
        maxWidth: 240,
        height: 'auto',
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25, lineHeight: 1.3 },
      }}
    />
  );
}
