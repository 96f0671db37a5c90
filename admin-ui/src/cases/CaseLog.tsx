import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DateTime } from '../i18n/Figures';
import type { LogEntry } from '../reimbursements/types';
import { codeLabel } from './code-choices';
import { EmptyState } from './DetailCard';
import { LogDetails } from './LogDetails';

/** A log line of either case kind: a protest letter's carries no typed details. */
type CaseLogEntry = Pick<LogEntry, 'seq' | 'action' | 'toStatus' | 'doneBy' | 'doneByName' | 'doneAt'> &
  Partial<Pick<LogEntry, 'details'>>;

/** The case log (SPEC §3: action, done by, done at), newest first. */
export function CaseLog({
  entries,
  statusFamily,
}: {
  entries: CaseLogEntry[];
  statusFamily: 'analysisStatuses' | 'protestStatuses';
}) {
  const translate = useTranslate();
  if (entries.length === 0) return <EmptyState text="console.log.empty" />;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('console.log.action')}</TableCell>
          <TableCell>{translate('console.log.status')}</TableCell>
          <TableCell>{translate('console.log.doneBy')}</TableCell>
          <TableCell>{translate('console.log.doneAt')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {[...entries].reverse().map((e) => (
          <TableRow key={e.seq}>
            <TableCell>
              {codeLabel('logActions', e.action, translate)}
              <LogDetails details={e.details} />
            </TableCell>
            <TableCell>{codeLabel(statusFamily, e.toStatus, translate)}</TableCell>
            <TableCell>
              {/* The api names the person: customer service may not read users (403). */}
              {e.doneByName ?? (e.doneBy ? '—' : translate('console.log.automatic'))}
            </TableCell>
            <TableCell>
              <DateTime at={e.doneAt} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
