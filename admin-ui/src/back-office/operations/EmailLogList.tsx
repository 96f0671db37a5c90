import {
  Datagrid,
  DateField,
  List,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';

// The e-mail log's statuses (db EMAIL_STATUSES): queued or retrying, sent, given up.
const STATUSES = ['QUEUED', 'SENT', 'FAILED'].map((s) => ({
  id: s,
  name: `backOffice.emailLog.statuses.${s}`,
}));

/** Every e-mail the jobs worker sent, is retrying or gave up on (MASTER): GET /api/email-log. */
export function EmailLogList() {
  const translate = useTranslate();
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
      empty={false}
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={translate('common.search')} />,
        <SelectInput
          key="status"
          source="status"
          label={translate('backOffice.emailLog.status')}
          choices={STATUSES}
        />,
      ]}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="createdAt" label={translate('backOffice.emailLog.createdAt')} showTime />
        <TextField source="to" label={translate('backOffice.emailLog.to')} />
        <TextField source="subject" label={translate('backOffice.emailLog.subject')} sortable={false} />
        <SelectField source="status" label={translate('backOffice.emailLog.status')} choices={STATUSES} />
        <NumberField source="attempts" label={translate('backOffice.emailLog.attempts')} sortable={false} />
        <TextField source="lastError" label={translate('backOffice.emailLog.lastError')} sortable={false} />
        <DateField
          source="sentAt"
          label={translate('backOffice.emailLog.sentAt')}
          showTime
          sortable={false}
        />
      </Datagrid>
    </List>
  );
}
