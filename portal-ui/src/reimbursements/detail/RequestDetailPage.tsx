import { useParams } from 'react-router-dom';
import { useCase } from '../../api/case-cache';
import { ApiError } from '../../api/client';
import { useI18n } from '../../i18n/I18nContext';
import { CaseMessages } from '../../messages/CaseMessages';
import { useSession } from '../../session/SessionContext';
import { canComment } from '../../session/abilities';
import { roleOf } from '../../session/storage';
import { AnalysisCard } from './AnalysisCard';
import { AttachmentsCard } from './AttachmentsCard';
import { BankCard } from './BankCard';
import { DocumentRequestCard } from './DocumentRequestCard';
import { ItemsCard } from './ItemsCard';
import { LogCard } from './LogCard';
import { PaymentCard } from './PaymentCard';
import { ProposalCard } from './ProposalCard';
import type { RequestDetail } from './request-detail';
import { ShippingCard } from './ShippingCard';
import { SummaryCard } from './SummaryCard';
import { TimelineCard } from './TimelineCard';
import { CaseDetailHeader } from '../../layout/CaseDetailHeader';
import { FormError } from '../../feedback/FormMessage';

/** /request-reimbursement/detail/{id}: the case as its customer follows and answers it. */
export default function RequestDetailPage() {
  const { id = '' } = useParams();
  const { t } = useI18n();
  const { user } = useSession();
  // Read again in a new language (the api writes the error's text) and after every change to it.
  const { data: request, error } = useCase<RequestDetail>('reimbursements', id);

  // A re-read that fails keeps the case on screen; the change that asked for it says so.
  const failure = request ? null : error && (error instanceof ApiError ? error.message : t('errors.generic'));
  if (failure)
    return (
      <section>
        <h1>{t('portal.crumbs.detail')}</h1>
        <FormError>{failure}</FormError>
      </section>
    );
  if (!request) return <p role="status">{t('portal.loading')}</p>;

  const role = roleOf(user);
  // The api says what this user may do now; the page only places the buttons.
  const legal = request.allowedActions;
  const provide = legal.includes('documentsProvided')
    ? 'documentsProvided'
    : legal.includes('settlementDocumentsProvided')
      ? 'settlementDocumentsProvided'
      : null;
  const checklist = !!request.documentRequest?.items.length;
  return (
    <section>
      <CaseDetailHeader reference={request.reference} />
      <div className="cards">
        <SummaryCard request={request} />
        <PaymentCard request={request} />
        <DocumentRequestCard request={request} provideAction={checklist ? provide : null} />
        <TimelineCard requestId={request.id} />
        <ShippingCard request={request} />
        <BankCard request={request} />
        <ItemsCard request={request} />
        <AnalysisCard request={request} />
        <ProposalCard
          request={request}
          canAnswer={legal.includes('acceptProposal')}
          viewerId={user?.id ?? null}
        />
        {/* A checklist takes the uploads of what was asked; without one the customer sends any file here. */}
        <AttachmentsCard request={request} provideAction={checklist ? null : provide} />
        <LogCard request={request} />
        <CaseMessages path={`/api/reimbursements/${request.id}/messages`} canWrite={canComment(role)} />
      </div>
    </section>
  );
}
