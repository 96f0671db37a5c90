import { NumberField, SearchInput, SelectField, SelectInput, TextField, useTranslate } from 'react-admin';
import { DateTimeField } from '../../i18n/DateTimeField';
import { LogList } from './LogList';

// The e-mail log's statuses (db EMAIL_STATUSES): queued or retrying, sent, given up.
const STATUSES = ['QUEUED', 'SENT', 'FAILED'].map((s) => ({
  id: s,
  name: `backOffice.emailLog.statuses.${s}`,
}));

/** Every e-mail the jobs worker sent, is retrying or gave up on (MASTER): GET /api/email-log. */
export function EmailLogList() {
  const translate = useTranslate();
  return (
    <LogList
      newestFirstBy="createdAt"
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
      <DateTimeField source="createdAt" label={translate('backOffice.emailLog.createdAt')} />
      <TextField source="to" label={translate('backOffice.emailLog.to')} />
      <TextField source="subject" label={translate('backOffice.emailLog.subject')} sortable={false} />
      <SelectField source="status" label={translate('backOffice.emailLog.status')} choices={STATUSES} />
      <NumberField source="attempts" label={translate('backOffice.emailLog.attempts')} sortable={false} />
      <TextField source="lastError" label={translate('backOffice.emailLog.lastError')} sortable={false} />
      <DateTimeField source="sentAt" label={translate('backOffice.emailLog.sentAt')} sortable={false} />
    </LogList>
  );
}
