import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import { clientAnalysisStatusLabel } from '@claims/domain/reimbursement/client-status';
import { displayTaxId, taxIdKindOf } from '@claims/domain/validators/tax-id';
import { formatDate } from '../../i18n/format';
import { useI18n } from '../../i18n/I18nContext';
import { ClaimTotal } from '../ClaimTotal';
import { Card, Details } from './Card';
import type { RequestDetail } from './request-detail';
import { UnbreakableReferences } from '../../layout/UnbreakableReferences';

export function SummaryCard({ request }: { request: RequestDetail }) {
  const { t, label, locale } = useI18n();
  const code = (key: string) => t(key as CodeLabelKey);
  return (
    <Card title={t('portal.detail.summary')}>
      <Details
        rows={[
          [t('portal.requests.reference'), <UnbreakableReferences text={request.reference} />],
          [
            t('portal.requests.status'),
            <span className="chip">
              {request.analysisStatus ? code(clientAnalysisStatusLabel(request.analysisStatus)) : '—'}
            </span>,
          ],
          [t('portal.requests.client'), request.clientName ?? request.clientData.companyName],
          [label('fields.companyName'), request.clientData.companyName],
          [
            taxIdKindOf(request.clientData.country) ?? label('fields.taxId'),
            displayTaxId(request.clientData.country, request.clientData.taxId),
          ],
          [t('portal.wizard.serviceType'), code(`codes.serviceTypes.${request.serviceType}`)],
          [
            t('portal.requests.createdAt'),
            formatDate(locale, request.submittedAt ?? request.createdAt, request.office),
          ],
          [t('portal.requests.timeBar'), formatDate(locale, request.timeBarDate, request.office)],
          [t('claimTotals.claimed'), <ClaimTotal totals={request.totals} office={request.office} />],
        ]}
      />
    </Card>
  );
}
