import { Button, Card, CardContent, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Title, useTranslate } from 'react-admin';
import { session } from '../../providers/session';

/**
 * The BullMQ board lives at /admin/queues, outside the console. A new tab sends no Bearer
 * header, so the board takes the session token once in its query and keeps it in a cookie
 * scoped to its path (api/src/queue-board.ts).
 */
export function QueueBoardPage() {
  const translate = useTranslate();
  const open = () =>
    window.open(`/admin/queues?token=${encodeURIComponent(session.token() ?? '')}`, '_blank', 'noopener');
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title={translate('backOffice.queues.title')} />
      <CardContent>
        <Typography sx={{ mb: 2 }}>{translate('backOffice.queues.explanation')}</Typography>
        <Button variant="contained" endIcon={<OpenInNewIcon />} onClick={open}>
          {translate('backOffice.queues.open')}
        </Button>
      </CardContent>
    </Card>
  );
}
