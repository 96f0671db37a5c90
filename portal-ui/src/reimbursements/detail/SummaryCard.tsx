import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import { clientAnalysisStatusLabel } from '@claims/domain/reimbursement/client-status';
import { displayTaxId, taxIdKindOf } from '@claims/domain/validators/tax-id';
import { formatDate, formatDateTime } from '../../i18n/format';
import { useI18n } from '../../i18n/I18nContext';
import { ClaimTotal } from '../ClaimTotal';
import { Card, Details } from './Card';
import type { RequestDetail } from './request-detail';
import { UnbreakableReferences } from '../../layout/UnbreakableReferences';

export function SummaryCard({ request }: { request: RequestDetail }) {
  const { t, label, locale } = useI18n();
  const code = (key: string) => t(key as CodeLabelKey);
  const { clientData } = request;
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
          [t('portal.requests.client'), request.clientName ?? clientData.companyName],
          [label('fields.companyName'), clientData.companyName],
          [
            taxIdKindOf(clientData.country) ?? label('fields.taxId'),
            clientData.taxId && (
              <span className="figure">{displayTaxId(clientData.country, clientData.taxId)}</span>
            ),
          ],
          // Brazilian registrations: a company elsewhere has none, and an empty row says nothing.
          ...(clientData.country === 'BR' || clientData.stateRegistration || clientData.cityRegistration
            ? ([
                [label('fields.stateRegistration'), clientData.stateRegistration],
                [label('fields.cityRegistration'), clientData.cityRegistration],
              ] as [string, string | null][])
            : []),
          [t('portal.wizard.office'), code(`codes.offices.${request.office}`)],
          [
            t('portal.wizard.serviceType'),
            request.serviceType ? code(`codes.serviceTypes.${request.serviceType}`) : null,
          ],
          // The moment it was filed, as the timeline below and the console write it (a day alone,
          // the office's, could read a day apart from the timeline's in another time zone).
          [t('portal.requests.createdAt'), formatDateTime(locale, request.submittedAt ?? request.createdAt)],
          [t('portal.requests.timeBar'), formatDate(locale, request.timeBarDate, request.office)],
          [t('claimTotals.claimed'), <ClaimTotal totals={request.totals} office={request.office} />],
        ]}
      />
    </Card>
  );
}
