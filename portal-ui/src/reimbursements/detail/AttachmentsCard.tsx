import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import { DOCUMENT_TYPES } from '@claims/domain/codes/document-types';
import { useState } from 'react';
import { api, runCaseAction } from '../../api/client';
import { ConfirmButton } from '../../feedback/Confirm';
import { useToasts } from '../../feedback/ToastContext';
import { useApiErrorToast } from '../../feedback/useApiErrorToast';
import { CaseFileList } from '../../files/CaseFileList';
import { SelectInput } from '../../forms/inputs';
import { useI18n } from '../../i18n/I18nContext';
import { UploadList } from '../../uploads/UploadList';
import { Card } from './Card';
import type { RequestDetail } from './request-detail';

/**
 * The case's files. While the claims team waits for documents (or for the R&R and power of
 * attorney) the customer uploads them here and says they are sent.
 */
export function AttachmentsCard({
  request,
  provideAction,
  onChanged,
}: {
  request: RequestDetail;
  /** documentsProvided or settlementDocumentsProvided, when one is legal now. */
  provideAction: 'documentsProvided' | 'settlementDocumentsProvided' | null;
  onChanged(next: RequestDetail): void;
}) {
  const { t, label: fieldLabel } = useI18n();
  const toasts = useToasts();
  const showError = useApiErrorToast();
  const [documentType, setDocumentType] = useState('OTHER');
  const label = (key: string) => t(`codes.documentTypes.${key}` as CodeLabelKey);
  const provide = async () => {
    try {
      onChanged(await runCaseAction<RequestDetail>('reimbursements', request.id, provideAction!, {}));
      toasts.show('success', t('success.dataSaved'));
    } catch (err) {
      showError(err);
    }
  };
  return (
    <Card title={t('portal.detail.attachments')}>
      {provideAction && (
        <>
          <p className="notice">{t('portal.detail.documentsRequested')}</p>
          <SelectInput
            label={fieldLabel('fields.documentType')}
            value={documentType}
            options={DOCUMENT_TYPES.map((d) => ({ value: d.key, label: label(d.key) }))}
            onChange={setDocumentType}
            required
          />
        </>
      )}
      <CaseFileList
        files={request.attachments}
        basePath={`/api/reimbursements/${request.id}/files`}
        onRemoved={(f) => {
          onChanged({ ...request, attachments: request.attachments.filter((x) => x.id !== f.id) });
          // Which files may still go is the api's answer: the last of a required kind stays.
          api.get<RequestDetail>(`/api/reimbursements/${request.id}`).then(onChanged).catch(showError);
        }}
      />
      {provideAction && (
        <UploadList
          label={t('portal.upload.choose')}
          uploadPath={`/api/reimbursements/${request.id}/files`}
          fields={{ documentType }}
          files={[]}
          onUploaded={(file) => onChanged({ ...request, attachments: [...request.attachments, file] })}
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
