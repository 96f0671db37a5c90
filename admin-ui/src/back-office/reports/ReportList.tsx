import { Card } from '@mui/material';
import { Datagrid, DateField, FunctionField, List, NumberField, TextField, useTranslate } from 'react-admin';
import { isFinished } from './report-types';
import { ReportStatus } from './ReportStatus';
import { RequestReportForm } from './RequestReportForm';

const POLL_MS = 2_000;

/** The reports this user asked for, newest first, with the form to ask for another. */
export function ReportList() {
  const translate = useTranslate();
  return (
    <>
      <Card sx={{ mt: 2 }}>
        <RequestReportForm />
      </Card>
      <List
        sort={{ field: 'createdAt', order: 'DESC' }}
        actions={false}
        empty={false}
        // Progress moves by itself: poll while a report on the page is still being built.
        queryOptions={{
          refetchInterval: (query) =>
            query.state.data?.data?.some((r: { status: string }) => !isFinished(r.status)) ? POLL_MS : false,
        }}
      >
        <Datagrid rowClick={(id) => `/reports/${id}`} bulkActionButtons={false}>
          <TextField source="title" label={translate('backOffice.reports.title')} sortable={false} />
          <FunctionField
            source="status"
            label={translate('backOffice.reports.statusLabel')}
            render={(r) => <ReportStatus status={r.status} progress={r.progress} />}
          />
          <NumberField source="rowCount" label={translate('backOffice.reports.rowCount')} sortable={false} />
          <DateField source="createdAt" label={translate('backOffice.reports.requestedAt')} showTime />
        </Datagrid>
      </List>
    </>
  );
}
