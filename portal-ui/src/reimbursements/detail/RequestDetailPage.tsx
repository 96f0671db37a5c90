import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { ReimbursementCase } from '@claims/domain/reimbursement/state-machine';
import { legalActions } from '@claims/domain/reimbursement/transitions';
import { api, ApiError } from '../../api/client';
import { useI18n } from '../../i18n/I18nContext';
import { CaseMessages } from '../../messages/CaseMessages';
import { useSession } from '../../session/SessionContext';
import { canComment, canFile } from '../../session/abilities';
import { roleOf } from '../../session/storage';
import { AnalysisCard } from './AnalysisCard';
import { AttachmentsCard } from './AttachmentsCard';
import { DocumentRequestCard } from './DocumentRequestCard';
import { LogCard } from './LogCard';
import { PaymentCard } from './PaymentCard';
import { ProposalCard } from './ProposalCard';
import type { RequestDetail } from './request-detail';
import { ShippingCard } from './ShippingCard';
import { SummaryCard } from './SummaryCard';
import { TimelineCard } from './TimelineCard';

/** /request-reimbursement/detail/{id}: the case as its customer follows and answers it. */
export default function RequestDetailPage() {
  const { id = '' } = useParams();
  const { t, locale } = useI18n();
  const { user } = useSession();
  const [request, setRequest] = useState<RequestDetail | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    setFailure(null);
    api
      .get<RequestDetail>(`/api/reimbursements/${id}`)
      .then(setRequest)
      .catch((err: unknown) => setFailure(err instanceof ApiError ? err.message : t('errors.generic')));
    // The api localizes the error text: reload it in the new language too.
  }, [id, locale, t]);

  if (failure)
    return (
      <section>
        <h1>{t('portal.crumbs.detail')}</h1>
        <p className="form-error" role="alert">
          {failure}
        </p>
      </section>
    );
  if (!request) return <p role="status">{t('portal.loading')}</p>;

  const role = roleOf(user);
  // Offer only what the domain's transition table allows the customer's side now.
  const legal = canFile(role)
    ? legalActions(
        {
          status: request.analysisStatus,
          owningTeam: request.team,
          counterofferPending: request.counterofferPending,
        } as ReimbursementCase,
        'CLIENT_SIDE',
      )
    : [];
  const provide = legal.includes('documentsProvided')
    ? 'documentsProvided'
    : legal.includes('settlementDocumentsProvided')
      ? 'settlementDocumentsProvided'
      : null;
  const version = `${request.analysisStatus}-${request.log.length}`;
  const checklist = !!request.documentRequest?.items.length;
  return (
    <section>
      <div className="page-header">
        <h1>
          {t('portal.crumbs.detail')} {request.reference}
        </h1>
      </div>
      <div className="cards">
        <SummaryCard request={request} />
        <DocumentRequestCard
          request={request}
          provideAction={checklist ? provide : null}
          onChanged={setRequest}
        />
        <TimelineCard requestId={request.id} version={version} />
        <ShippingCard request={request} />
        <AnalysisCard request={request} />
        <ProposalCard request={request} canAnswer={legal.includes('acceptProposal')} onChanged={setRequest} />
        <PaymentCard request={request} />
        {/* A checklist takes the uploads of what was asked; without one the customer sends any file here. */}
        <AttachmentsCard
          request={request}
          provideAction={checklist ? null : provide}
          onChanged={setRequest}
        />
        <LogCard request={request} />
        <CaseMessages path={`/api/reimbursements/${request.id}/messages`} canWrite={canComment(role)} />
      </div>
    </section>
  );
}
