import type { ReactNode } from 'react';
import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import type { UploadedFile } from '../api/upload';
import { useI18n } from '../i18n/I18nContext';

/** A group of a wizard's review step, a region named as its heading, as the step that asked for it is called. */
export function ReviewGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="review-group" aria-label={title}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

/** The files about to be filed, each with its document type. */
export function ReviewedFiles({ title, files }: { title: string; files: UploadedFile[] }) {
  const { t } = useI18n();
  return (
    <ReviewGroup title={title}>
      <ul className="file-list">
        {files.map((file) => (
          <li key={file.id}>
            <span className="file-name">{file.name}</span>
            {file.documentType && (
              <small> · {t(`codes.documentTypes.${file.documentType}` as CodeLabelKey)}</small>
            )}
          </li>
        ))}
      </ul>
    </ReviewGroup>
  );
}
