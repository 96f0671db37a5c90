import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ProtestLetterSummary } from '@claims/contract';
import { PROTEST_STATUSES } from '@claims/domain/codes/protest-statuses';
import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import { fetchList } from '../api/list';
import { listKey } from '../api/query-keys';
import { formatDate } from '../i18n/format';
import { useI18n } from '../i18n/I18nContext';
import { DataTable, type Column } from '../table/DataTable';
import { AdvancedSearch, type AdvancedFilter } from './AdvancedSearch';
import { UnbreakableReferences } from '../layout/UnbreakableReferences';

/** One row of GET /api/protest-letters. */
export type LetterSummary = ProtestLetterSummary;

/** /processes/list: protest letters with the simple search (the table's text box) and the advanced one. */
export default function ProcessListPage() {
  const { t, label, locale } = useI18n();
  const [filter, setFilter] = useState<AdvancedFilter>({});
  const status = (key: string) => t(`codes.protestStatuses.${key}` as CodeLabelKey);
  const columns: Column<LetterSummary>[] = [
    {
      field: 'reference',
      label: t('portal.requests.reference'),
      sortable: true,
      render: (r) => (
        <Link to={`/processes/details/${r.id}`}>
          <UnbreakableReferences text={r.reference} />
        </Link>
      ),
    },
    {
      field: 'status',
      label: t('portal.requests.status'),
      sortable: true,
      render: (r) => (
        <span className="chip">
          {PROTEST_STATUSES.some((s) => s.key === r.status) ? status(r.status) : r.status}
        </span>
      ),
    },
    { field: 'clientName', label: t('portal.requests.client'), render: (r) => r.clientName ?? '—' },
    { field: 'billOfLading', label: label('fields.billOfLading'), render: (r) => r.billOfLading },
    { field: 'ship', label: label('fields.ship'), sortable: true, render: (r) => r.ship },
    {
      field: 'dischargeDate',
      label: label('fields.dischargeDate'),
      sortable: true,
      render: (r) => formatDate(locale, r.dischargeDate, r.office),
    },
    {
      field: 'lateNotice',
      label: t('portal.processes.lateNotice'),
      render: (r) =>
        r.lateNotice ? <span className="chip chip-warning">{t('common.yes')}</span> : t('common.no'),
    },
  ];
  return (
    <section>
      <div className="page-header">
        <h1>{t('portal.menu.protestLetters')}</h1>
      </div>
      <AdvancedSearch onApply={setFilter} />
      <DataTable
        caption={t('portal.menu.protestLetters')}
        columns={columns}
        queryKey={listKey('/api/protest-letters')}
        load={(params) => fetchList<LetterSummary>('/api/protest-letters', params)}
        filter={filter}
        defaultSort={[{ field: 'createdAt', order: 'DESC' }]}
      />
    </section>
  );
}
