import { useState } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useCreate, useNotify, useRedirect, useTranslate } from 'react-admin';
import { REPORT_TYPES, type ReportType } from '@claims/domain';
import { isMonthly, officeMonth } from './report-types';

/** Asks the jobs worker for a report (POST /api/reports) and opens its page to follow it. */
export function RequestReportForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [type, setType] = useState<ReportType>('OPEN_PROCESSES');
  const [month, setMonth] = useState(officeMonth());
  const [create, { isPending }] = useCreate();

  const request = () =>
    create(
      'reports',
      { data: isMonthly(type) ? { type, month } : { type } },
      {
        onSuccess: (report) => {
          notify('backOffice.reports.requested', { type: 'info' });
          redirect(`/reports/${report.id}`);
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', p: 2 }}>
      <TextField
        select
        size="small"
        label={translate('backOffice.reports.type')}
        value={type}
        onChange={(e) => setType(e.target.value as ReportType)}
        fullWidth={false}
        sx={{ minWidth: 320 }}
      >
        {REPORT_TYPES.map((t) => (
          <MenuItem key={t} value={t}>
            {translate(`reports.types.${t}`)}
          </MenuItem>
        ))}
      </TextField>
      {isMonthly(type) && (
        <TextField
          size="small"
          type="month"
          label={translate('backOffice.reports.month')}
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
      <Button variant="contained" onClick={request} disabled={isPending || (isMonthly(type) && !month)}>
        {translate('backOffice.reports.request')}
      </Button>
    </Box>
  );
}
