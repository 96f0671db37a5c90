import { useState } from 'react';
import { DOCUMENT_TYPES } from '@claims/domain/codes/document-types';
import { requiredDocuments } from '@claims/domain/reimbursement/submission';
import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import { api } from '../../api/client';
import type { UploadedFile } from '../../api/upload';
import { useApiErrorToast } from '../../feedback/useApiErrorToast';
import { SelectInput } from '../../forms/inputs';
import { useI18n } from '../../i18n/I18nContext';
import { UploadList } from '../../uploads/UploadList';
import { toSubmission, type RequestForm } from './request-form';
import { documentsStillRequired } from './request-issues';

/** Step 5: the documents the claim needs (by what it claims), each uploaded with its type. */
export function DocumentsStep({
  draftId,
  form,
  attachments,
  setAttachments,
}: {
  draftId: string;
  form: RequestForm;
  attachments: UploadedFile[];
  setAttachments(next: (all: UploadedFile[]) => UploadedFile[]): void;
}) {
  const { t, label: fieldLabel } = useI18n();
  const showError = useApiErrorToast();
  const label = (key: string) => t(`codes.documentTypes.${key}` as CodeLabelKey);
  const sets = requiredDocuments(toSubmission(form) as never);
  const missing = documentsStillRequired(
    form,
    attachments.map((a) => a.documentType ?? ''),
  );
  const missingKeys = new Set(missing.map((set) => set.join()));
  const needed = new Set(sets.flat());
  const [documentType, setDocumentType] = useState<string>(sets[0]?.[0] ?? 'OTHER');
  const options = [...DOCUMENT_TYPES]
    .sort(
      (a, b) =>
        Number(needed.has(b.key)) - Number(needed.has(a.key)) || label(a.key).localeCompare(label(b.key)),
    )
    .map((d) => ({ value: d.key, label: label(d.key) }));

  return (
    <div>
      <section className="required-documents" aria-labelledby="required-docs">
        <h3 id="required-docs">{t('portal.wizard.requiredDocuments')}</h3>
        <ul>
          {sets.map((set) => {
            const done = !missingKeys.has(set.join());
            return (
              <li key={set.join()} className={done ? 'done' : 'missing'}>
                <span aria-hidden="true">{done ? '✔' : '•'}</span> {set.map(label).join(' / ')}{' '}
                <span className="visually-hidden">
                  {t(done ? 'portal.wizard.documentAttached' : 'portal.wizard.documentMissing')}
                </span>
              </li>
            );
          })}
        </ul>
        {missing.length > 0 && (
          <p className="muted">{t('portal.wizard.stillRequired', { count: missing.length })}</p>
        )}
      </section>
      <SelectInput
        label={fieldLabel('fields.documentType')}
        value={documentType}
        options={options}
        onChange={setDocumentType}
        required
      />
      <UploadList
        label={t('portal.upload.choose')}
        uploadPath={`/api/reimbursements/${draftId}/files`}
        fields={{ documentType }}
        files={attachments}
        describe={(f) => (f.documentType ? label(f.documentType) : '')}
        onUploaded={(file) => setAttachments((all) => [...all, file])}
        onRemoved={(file) =>
          api
            .delete(`/api/reimbursements/${draftId}/files/${file.id}`)
            .then(() => setAttachments((all) => all.filter((a) => a.id !== file.id)))
            .catch(showError)
        }
        // The draft's files are not filed yet: removing one asks nothing, the undo is enough.
        askFirst={false}
      />
    </div>
  );
}
