import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import type { OfferedReimbursementDraft } from '@claims/contract';
import { useMutation } from '@tanstack/react-query';
import { useCaseChanged } from '../api/case-cache';
import { api } from '../api/client';
import { useApiErrorToast } from '../feedback/useApiErrorToast';
import { formatDateTime, formatPort } from '../i18n/format';
import { useI18n } from '../i18n/I18nContext';
import { CaseFileList } from '../files/CaseFileList';
import { CaseMessages } from '../messages/CaseMessages';
import { Card, Details, usePortRows } from '../reimbursements/detail/Card';
import { useSession } from '../session/SessionContext';
import { canComment, canFile, readsReimbursements } from '../session/abilities';
import { roleOf } from '../session/storage';
import type { Letter } from './letter';
import { CaseDetailHeader } from '../layout/CaseDetailHeader';
import { useLetter } from './useLetter';
import { ContainerUnits } from './ContainerUnits';
import { LateNotice } from './LateNotice';
import { SiteContact } from './SiteContact';
import { CarrierNotice } from '../reimbursements/wizard/CarrierNotice';
import { FormError } from '../feedback/FormMessage';

/** /processes/details/{id}: the letter, its containers, inspection, analysis and files. */
export default function ProcessDetailPage() {
  const { id = '' } = useParams();
  const { t, label, locale } = useI18n();
  const portRows = usePortRows();
  const { user } = useSession();
  const navigate = useNavigate();
  const showError = useApiErrorToast();
  // Read again in a new language (the api writes the error's text) and after every change to it.
  const { letter, failure } = useLetter(id);
  const changed = useCaseChanged<Letter>('protest-letters', id);
  // The offer taken may change what the letter offers: it is read again for the way back.
  const takeOffer = useMutation({
    mutationFn: () => api.post<OfferedReimbursementDraft>(`/api/protest-letters/${id}/reimbursement-draft`),
    onSuccess: (draft) => {
      void changed().catch(() => {});
      navigate(`/request-reimbursement/create/${draft.id}`);
    },
    onError: showError,
  });
  if (failure) return <FormError>{failure}</FormError>;
  if (!letter) return <p role="status">{t('portal.loading')}</p>;
  const code = (key: string) => t(key as CodeLabelKey);
  const role = roleOf(user);
  const offered =
    canFile(role) &&
    letter.inspection?.result === 'POSITIVE' &&
    !letter.reimbursementRequestId &&
    Boolean(letter.reimbursementSuggestion);
  // A long-course voyage is claimed by e-mail (SPEC §1): the offer says how, and opens no draft.
  const offerReimbursement = offered && !letter.reimbursementByEmail;
  const offerByEmail = offered && Boolean(letter.reimbursementByEmail);
  return (
    <section>
      <CaseDetailHeader reference={letter.reference}>
        <div className="page-actions">
          {letter.allowedActions.includes('requestInspection') && (
            <Link className="btn" to={`/processes/request-inspection/${letter.id}`}>
              {t('portal.crumbs.requestInspection')}
            </Link>
          )}
          {letter.allowedActions.includes('recordInspectionResult') && (
            <Link className="btn" to={`/processes/check-inspection/${letter.id}`}>
              {t('portal.crumbs.checkInspection')}
            </Link>
          )}
          {offerReimbursement && (
            <button type="button" className="btn" onClick={() => takeOffer.mutate()}>
              {t('portal.processes.takeOffer')}
            </button>
          )}
        </div>
      </CaseDetailHeader>
      <LateNotice letter={letter} />
      {offerReimbursement && <p className="notice">{t('portal.links.offerIntro')}</p>}
      {offerByEmail && (
        <>
          <p className="notice">{t('portal.links.offerByEmail')}</p>
          <CarrierNotice />
        </>
      )}
      <div className="cards">
        <Card title={t('portal.processes.details')}>
          <Details
            rows={[
              [
                t('portal.requests.status'),
                <span className="chip">{code(`codes.protestStatuses.${letter.status}`)}</span>,
              ],
              [t('portal.requests.client'), letter.clientName],
              [label('fields.billOfLading'), letter.billOfLading],
              [label('fields.houseBillOfLading'), letter.houseBillOfLading],
              [label('fields.ship'), `${letter.ship} / ${letter.voyage}`],
              [label('fields.merchandise'), letter.merchandise],
              [label('fields.notifyingCompany'), letter.notifyingCompany],
              ...portRows({
                loading: formatPort(letter.portOfEmbarkation),
                discharge: formatPort(letter.portOfDischarge),
                dischargeDate: letter.dischargeDate,
                office: letter.office,
              }),
              [t('portal.processes.lateNotice'), letter.lateNotice ? t('common.yes') : t('common.no')],
              ...(readsReimbursements(role)
                ? [
                    [
                      t('portal.links.request'),
                      letter.reimbursementRequestId ? (
                        <Link to={`/request-reimbursement/detail/${letter.reimbursementRequestId}`}>
                          {letter.reimbursementRequestReference ?? letter.reimbursementRequestId}
                        </Link>
                      ) : null,
                    ] as [string, ReactNode],
                  ]
                : []),
            ]}
          />
        </Card>
        <Card title={t('portal.processes.units')}>
          <ContainerUnits containers={letter.containers} />
        </Card>
        <Card title={t('portal.processes.inspection')}>
          {letter.inspection ? (
            <>
              <h3>{t('portal.inspection.siteContact')}</h3>
              <SiteContact inspection={letter.inspection} office={letter.office} />
              <Details
                rows={[
                  [
                    label('fields.result'),
                    letter.inspection.result
                      ? code(`codes.inspectionResults.${letter.inspection.result}`)
                      : null,
                  ],
                  [label('fields.observation'), letter.inspection.observation],
                  [t('portal.inspection.analysisStatement'), letter.inspection.analysisStatement],
                ]}
              />
            </>
          ) : (
            <p className="muted">{t('portal.processes.noInspection')}</p>
          )}
        </Card>
        <Card title={t('portal.detail.analysis')}>
          <p>{letter.analysisStatement ?? t('portal.detail.noAnalysis')}</p>
        </Card>
        <Card title={t('portal.detail.attachments')}>
          <CaseFileList
            files={letter.files}
            basePath={`/api/protest-letters/${letter.id}/files`}
            onRemoved={(f) => {
              // Gone at once; which files may still go is the api's answer: the last of a mandatory kind stays.
              changed((shown) => ({ ...shown, files: shown.files.filter((x) => x.id !== f.id) })).catch(
                showError,
              );
            }}
          />
        </Card>
        <Card title={t('portal.detail.log')}>
          <ol className="timeline">
            {letter.log.map((e) => (
              <li key={e.seq}>
                <strong>{code(`codes.logActions.${e.action}`)}</strong>{' '}
                <small>{formatDateTime(locale, e.doneAt)}</small>
              </li>
            ))}
          </ol>
        </Card>
        {/* The conversation is the customer's and the claims team's: whoever writes in it reads it here, not the inspector. */}
        {canComment(role) && <CaseMessages path={`/api/protest-letters/${letter.id}/messages`} canWrite />}
      </div>
    </section>
  );
}
