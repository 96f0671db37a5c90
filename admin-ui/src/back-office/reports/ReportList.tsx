import { Card } from '@mui/material';
import { Datagrid, FunctionField, List, TextField, useTranslate } from 'react-admin';
import { isFinished } from './report-types';
import { ReportStatus } from './ReportStatus';
import { RequestReportForm } from './RequestReportForm';
import { DateTimeField } from '../../i18n/DateTimeField';
import { Quantity } from '../../i18n/Figures';
import { SpecPagination } from '../../layout/SpecPagination';
import { DEFAULT_PAGE_SIZE } from '@claims/domain';

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
        pagination={<SpecPagination />}
        perPage={DEFAULT_PAGE_SIZE}
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
          <FunctionField
            source="rowCount"
            label={translate('backOffice.reports.rowCount')}
            sortable={false}
            render={(r) => <Quantity value={r.rowCount} />}
          />
          <DateTimeField source="createdAt" label={translate('backOffice.reports.requestedAt')} />
        </Datagrid>
      </List>
    </>
  );
}
