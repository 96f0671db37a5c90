import { Box, Typography } from '@mui/material';
import { FunctionField, TextField, useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '@claims/domain';
import { useFormat } from '../../i18n/format';
import { actionText, changeLines, entityText, type AuditedChange } from './audit-text';
import { LogList } from './LogList';

interface AuditEntry extends AuditedChange {
  at: string;
  action: string;
  entityId: string | null;
  entityName: string | null;
}

/** Each change on its own line: the field in words, then before → after. */
function Changes({ entry, locale }: { entry: AuditEntry; locale: Locale }) {
  const lines = changeLines(locale, entry);
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {lines.map((line) => (
        <Typography component="li" variant="body2" key={line.field} sx={{ overflowWrap: 'anywhere' }}>
          <strong>{line.field}:</strong>{' '}
          {entry.action.endsWith('.create') ? (
            line.after
          ) : entry.action.endsWith('.delete') ? (
            line.before
          ) : (
            <>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {line.before}
              </Box>{' '}
              → {line.after}
            </>
          )}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * Who changed what, from where (MASTER): GET /api/audit-log, newest first, in words: the moment
 * on a 24-hour clock, the action and the record by name, each field as before → after.
 */
export function AuditLogList() {
  const translate = useTranslate();
  const format = useFormat();
  const [locale] = useLocaleState();
  return (
    <LogList newestFirstBy="at">
      <FunctionField
        source="at"
        label={translate('backOffice.audit.at')}
        render={(r: AuditEntry) => <Box sx={{ whiteSpace: 'nowrap' }}>{format.timestamp(r.at)}</Box>}
      />
      <TextField source="actorName" label={translate('backOffice.audit.actor')} sortable={false} />
      <FunctionField
        source="action"
        label={translate('backOffice.audit.action')}
        render={(r: AuditEntry) => actionText(locale as Locale, r.action)}
      />
      <FunctionField
        source="entity"
        label={translate('backOffice.audit.entity')}
        render={(r: AuditEntry) => (
          <>
            <Typography variant="body2" component="span" sx={{ display: 'block' }}>
              {entityText(locale as Locale, r.entity)}
            </Typography>
            {r.entityId && (
              <Typography variant="caption" color="text.secondary">
                {r.entityName ?? translate('backOffice.auditLog.removedRecord')}
              </Typography>
            )}
          </>
        )}
      />
      <FunctionField
        label={translate('backOffice.audit.changes')}
        render={(r: AuditEntry) => <Changes entry={r} locale={locale as Locale} />}
      />
      <TextField source="ip" label={translate('backOffice.audit.ip')} sortable={false} />
    </LogList>
  );
}
