import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import { useCaseChanged } from '../../api/case-cache';
import { ConfirmButton } from '../../feedback/Confirm';
import { useFormToasts } from '../../feedback/useFormToasts';
import { formatDate } from '../../i18n/format';
import { useI18n } from '../../i18n/I18nContext';
import { UploadList } from '../../uploads/UploadList';
import { Card } from './Card';
import type { RequestDetail } from './request-detail';
import { useDocumentsProvided, type ProvideAction } from './useDocumentsProvided';

/**
 * What the claims team asked the customer to send, as a checklist that fills in as files arrive:
 * who asked, when, the message, the date to send by, each document with its own upload. After an
 * agreement the same card asks for the R&R and the power of attorney, and says what they are.
 */
export function DocumentRequestCard({
  request,
  provideAction,
}: {
  request: RequestDetail;
  provideAction: ProvideAction | null;
}) {
  const { t, locale } = useI18n();
  const toasts = useFormToasts();
  const { showError } = toasts;
  const changed = useCaseChanged<RequestDetail>('reimbursements', request.id);
  const provide = useDocumentsProvided(
    request.id,
    provideAction,
    t('portal.detail.documentsSentDone'),
    toasts,
  );
  const asked = request.documentRequest;
  if (!asked) return null;
  const settlement = asked.kind === 'SETTLEMENT';
  const name = (key: string) => t(`codes.documentTypes.${key}` as CodeLabelKey);
  const sent = asked.items.filter((i) => i.provided).length;
  const missing = asked.items.length - sent;
  // The checklist ticks the upload once the api has it: the case is read again.
  const reload = () => changed().catch(showError);
  const asker = asked.requestedByClaimsTeam ? t('conversation.log.claimsTeam') : asked.requestedByName;
  return (
    <Card
      title={t(settlement ? 'conversation.documents.settlementTitle' : 'conversation.documents.title')}
      className="document-request"
    >
      {asker && asked.requestedAt && (
        <p className="muted">
          {t('conversation.documents.askedBy', {
            name: asker,
            date: formatDate(locale, asked.requestedAt, request.office),
          })}
        </p>
      )}
      {asked.message && <blockquote className="request-message">{asked.message}</blockquote>}
      {settlement && <p className="notice">{t('conversation.documents.settlementExplain')}</p>}
      {asked.deadline && (
        <p>
          <strong>
            {t(settlement ? 'conversation.documents.settlementUntil' : 'conversation.documents.until', {
              date: formatDate(locale, asked.deadline, request.office),
            })}
          </strong>
        </p>
      )}
      {asked.items.length === 0 ? (
        <p>{t('conversation.documents.asDescribed')}</p>
      ) : (
        <>
          <p className="muted">{t('conversation.documents.progress', { sent, total: asked.items.length })}</p>
          <ul className="checklist">
            {asked.items.map((item) => (
              <li key={item.documentType} className={item.provided ? 'done' : 'pending'}>
                <span aria-hidden="true">{item.provided ? '☑' : '☐'}</span>{' '}
                <strong>{name(item.documentType)}</strong>{' '}
                <span className={item.provided ? 'chip' : 'chip chip-warning'}>
                  {item.provided
                    ? t('conversation.documents.sent', { name: item.fileName ?? '' })
                    : t('conversation.documents.pending')}
                </span>
                {!item.provided && provideAction && asked.party === 'CLIENT' && (
                  <UploadList
                    label={t('conversation.documents.upload', { document: name(item.documentType) })}
                    uploadPath={`/api/reimbursements/${request.id}/files`}
                    fields={{ documentType: item.documentType }}
                    files={[]}
                    multiple={false}
                    onUploaded={() => void reload()}
                  />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {provideAction && (
        <>
          {/* "Sent" means every document asked for is here: until then the button waits. */}
          {missing > 0 && (
            <p className="muted">{t('conversation.documents.sendAllFirst', { count: missing })}</p>
          )}
          <ConfirmButton
            label={t('portal.detail.documentsSent')}
            question={t('portal.detail.documentsSentQuestion')}
            disabled={missing > 0}
            onConfirm={provide}
          />
        </>
      )}
    </Card>
  );
}
