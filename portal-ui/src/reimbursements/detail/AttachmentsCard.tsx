import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import { DOCUMENT_TYPES } from '@claims/domain/codes/document-types';
import { useState } from 'react';
import { useCaseChanged } from '../../api/case-cache';
import { ConfirmButton } from '../../feedback/Confirm';
import { useFormToasts } from '../../feedback/useFormToasts';
import { CaseFileList } from '../../files/CaseFileList';
import { SelectInput } from '../../forms/inputs';
import { useI18n } from '../../i18n/I18nContext';
import { UploadList } from '../../uploads/UploadList';
import { Card } from './Card';
import type { RequestDetail } from './request-detail';
import { useDocumentsProvided, type ProvideAction } from './useDocumentsProvided';

/**
 * The case's files. While the claims team waits for documents (or for the R&R and power of
 * attorney) the customer uploads them here and says they are sent.
 */
export function AttachmentsCard({
  request,
  provideAction,
}: {
  request: RequestDetail;
  /** documentsProvided or settlementDocumentsProvided, when one is legal now. */
  provideAction: ProvideAction | null;
}) {
  const { t, label: fieldLabel } = useI18n();
  const toasts = useFormToasts();
  const { showError } = toasts;
  const changed = useCaseChanged<RequestDetail>('reimbursements', request.id);
  const provide = useDocumentsProvided(request.id, provideAction, t('success.dataSaved'), toasts);
  const [documentType, setDocumentType] = useState('OTHER');
  const label = (key: string) => t(`codes.documentTypes.${key}` as CodeLabelKey);
  return (
    <Card title={t('portal.detail.attachments')}>
      {provideAction && (
        <>
          <p className="notice">{t('portal.detail.documentsRequested')}</p>
          <SelectInput
            label={fieldLabel('fields.documentType')}
            value={documentType}
            options={DOCUMENT_TYPES.map((d) => ({ value: d.key, label: label(d.key) })).sort((a, b) =>
              a.label.localeCompare(b.label),
            )}
            onChange={setDocumentType}
            required
          />
        </>
      )}
      <CaseFileList
        files={request.attachments}
        basePath={`/api/reimbursements/${request.id}/files`}
        onRemoved={(f) => {
          // Gone at once; which files may still go is the api's answer: the last of a required kind stays.
          changed((shown) => ({
            ...shown,
            attachments: shown.attachments.filter((x) => x.id !== f.id),
          })).catch(showError);
        }}
      />
      {provideAction && (
        <UploadList
          label={t('portal.upload.choose')}
          uploadPath={`/api/reimbursements/${request.id}/files`}
          fields={{ documentType }}
          files={[]}
          onUploaded={(file) =>
            changed((shown) => ({ ...shown, attachments: [...shown.attachments, file] })).catch(showError)
          }
        />
      )}
      {provideAction && (
        <ConfirmButton
          label={t('portal.detail.documentsSent')}
          question={t('portal.detail.documentsSentQuestion')}
          onConfirm={provide}
        />
      )}
    </Card>
  );
}
