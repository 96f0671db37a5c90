import { useState } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useCreate, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { REPORT_TYPES, sharedCalendarMonth, type ReportType } from '@claims/domain';
import { MonthField } from '../../inputs/LazyPickers';
import { isMonthly } from './report-types';

/** Asks the jobs worker for a report (POST /api/reports) and opens its page to follow it. */
export function RequestReportForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  // The spec's report paths (/reports/monthly-report, ...) arrive as ?type=: that report is chosen.
  const [params] = useSearchParams();
  const asked = params.get('type') as ReportType | null;
  const [type, setType] = useState<ReportType>(
    asked && REPORT_TYPES.includes(asked) ? asked : 'OPEN_PROCESSES',
  );
  const [month, setMonth] = useState(sharedCalendarMonth());
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
        <MonthField label={translate('backOffice.reports.month')} value={month} onChange={setMonth} />
      )}
      <Button variant="contained" onClick={request} disabled={isPending || (isMonthly(type) && !month)}>
        {translate('backOffice.reports.request')}
      </Button>
    </Box>
  );
}
