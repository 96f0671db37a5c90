import { Datagrid, DateField, FunctionField, List, TextField, useTranslate } from 'react-admin';

/** Who changed what, from where (MASTER): GET /api/audit-log, newest first. */
export function AuditLogList() {
  const translate = useTranslate();
  return (
    <List sort={{ field: 'at', order: 'DESC' }} exporter={false} empty={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="at" label={translate('backOffice.audit.at')} showTime />
        <TextField source="actorName" label={translate('backOffice.audit.actor')} sortable={false} />
        <TextField source="action" label={translate('backOffice.audit.action')} />
        <FunctionField
          source="entity"
          label={translate('backOffice.audit.entity')}
          render={(r) => (r.entityId ? `${r.entity} ${r.entityId}` : r.entity)}
        />
        <FunctionField
          label={translate('backOffice.audit.changes')}
          render={(r) => (
            <code style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>{JSON.stringify(r.changes)}</code>
          )}
        />
        <TextField source="ip" label={translate('backOffice.audit.ip')} sortable={false} />
      </Datagrid>
    </List>
  );
}
