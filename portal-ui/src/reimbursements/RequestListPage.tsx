import { Link } from 'react-router-dom';
import type { ReimbursementSummary } from '@claims/contract';
import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import { clientAnalysisStatusLabel } from '@claims/domain/reimbursement/client-status';
import { fetchList } from '../api/list';
import { listKey } from '../api/query-keys';
import { formatDate, formatMoney } from '../i18n/format';
import { useI18n } from '../i18n/I18nContext';
import { useSession } from '../session/SessionContext';
import { roleOf } from '../session/storage';
import { canFile } from '../session/abilities';
import { DataTable, type Column } from '../table/DataTable';
import { UnbreakableReferences } from '../layout/UnbreakableReferences';

/** One row of GET /api/reimbursements. */
export type RequestSummary = ReimbursementSummary;

export default function RequestListPage() {
  const { t, label, locale } = useI18n();
  const { user } = useSession();
  const columns: Column<RequestSummary>[] = [
    {
      field: 'reference',
      label: t('portal.requests.reference'),
      sortable: true,
      render: (r) => (
        <Link to={`/request-reimbursement/detail/${r.id}`}>
          <UnbreakableReferences text={r.reference} />
        </Link>
      ),
    },
    { field: 'clientName', label: t('portal.requests.client'), render: (r) => r.clientName ?? '—' },
    {
      field: 'blOrCte',
      label: label('fields.blOrCte'),
      // A CT-e key is 44 digits with no place to break: it may break anywhere rather than widen the table.
      render: (r) => <span className="long-key">{r.blOrCte ?? '—'}</span>,
    },
    {
      field: 'analysisStatus',
      label: t('portal.requests.status'),
      sortable: true,
      render: (r) => (
        <span className="chip">
          {r.analysisStatus ? t(clientAnalysisStatusLabel(r.analysisStatus) as CodeLabelKey) : '—'}
        </span>
      ),
    },
    {
      field: 'totalBrl',
      label: t('portal.requests.totalBrl'),
      render: (r) => formatMoney(locale, r.totalBrl, 'BRL'),
    },
    {
      field: 'createdAt',
      label: t('portal.requests.createdAt'),
      sortable: true,
      render: (r) => formatDate(locale, r.submittedAt ?? r.createdAt, r.office),
    },
    {
      field: 'timeBarDate',
      label: t('portal.requests.timeBar'),
      sortable: true,
      render: (r) => formatDate(locale, r.timeBarDate, r.office),
    },
  ];
  return (
    <section>
      <div className="page-header">
        <h1>{t('portal.menu.reimbursements')}</h1>
        {canFile(roleOf(user)) && (
          <Link className="btn" to="/request-reimbursement/create">
            {t('portal.menu.newReimbursement')}
          </Link>
        )}
      </div>
      <DataTable
        caption={t('portal.menu.reimbursements')}
        columns={columns}
        queryKey={listKey('/api/reimbursements')}
        load={(params) => fetchList<RequestSummary>('/api/reimbursements', params)}
        defaultSort={[{ field: 'createdAt', order: 'DESC' }]}
      />
    </section>
  );
}
