import { useState } from 'react';
import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import { api } from '../api/client';
import { previewable } from '@claims/ui-kit/file-preview';
import { downloadFile } from '../api/download';
import { useToasts } from '../feedback/ToastContext';
import { useApiErrorToast } from '../feedback/useApiErrorToast';
import { formatDateTime, formatFileSize } from '../i18n/format';
import { useI18n } from '../i18n/I18nContext';
import { RemoveFileButton } from '../uploads/RemoveFileButton';
import { UndoRemovalButton } from '../uploads/UndoRemovalButton';
import { useUndoableRemoval } from '../uploads/useUndoableRemoval';
import type { CaseFile } from './case-file';
import { FilePreview } from './FilePreview';

/**
 * A case's attachments for whoever may see them: the name opens an image or a PDF in a preview
 * and downloads anything else; each has a download. A file the api lets this user take back
 * (its `allowedActions`: its uploader's, while the case allows it) has a remove button: after a
 * "Sim" to SPEC §8's question the file is marked removed with an undo, and
 * only after SPEC §4's 2 seconds does the removal reach the api; until it answers the file says
 * it is being removed (it comes back only if the api refuses).
 */
export function CaseFileList({
  files,
  basePath,
  onRemoved,
}: {
  files: CaseFile[];
  /** `/api/<kind>/<id>/files`: each file is `${basePath}/${file.id}`. */
  basePath: string;
  onRemoved?(file: CaseFile): void;
}) {
  const { t, locale } = useI18n();
  const toasts = useToasts();
  const showError = useApiErrorToast();
  const [open, setOpen] = useState<CaseFile | null>(null);
  const removal = useUndoableRemoval((id) => {
    const file = files.find((f) => f.id === id);
    if (!file) return;
    return api
      .delete(`${basePath}/${id}`)
      .then(() => {
        onRemoved?.(file);
        toasts.show('success', t('portal.files.removeDone'));
      })
      .catch(showError);
  });
  const download = (file: CaseFile) => downloadFile(`${basePath}/${file.id}`, file.name).catch(showError);
  const typeOf = (file: CaseFile) =>
    file.documentType ? t(`codes.documentTypes.${file.documentType}` as CodeLabelKey) : '';

  if (files.length === 0) return <p className="muted">{t('portal.files.none')}</p>;
  return (
    <>
      <ul className="case-files">
        {files.map((file) => {
          const removed = removal.pending.has(file.id);
          return (
            <li key={file.id} className={removed ? 'removed' : undefined}>
              <button
                type="button"
                className="link-button"
                aria-label={t('portal.files.open', { name: file.name })}
                disabled={removed}
                onClick={() => (previewable(file) ? setOpen(file) : void download(file))}
              >
                {file.name}
              </button>
              <small>
                {[
                  typeOf(file),
                  formatFileSize(file.size, locale),
                  file.uploadedAt ? formatDateTime(locale, file.uploadedAt) : '',
                  file.uploadedByName ? t('portal.files.uploadedBy', { name: file.uploadedByName }) : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </small>
              <span className="case-file-actions">
                {removal.confirming.has(file.id) ? (
                  <span role="status">{t('portal.files.removing', { name: file.name })}</span>
                ) : removed ? (
                  <>
                    <span role="status">{t('portal.files.removed', { name: file.name })}</span>
                    <UndoRemovalButton onUndo={() => removal.undo(file.id)} />
                  </>
                ) : (
                  <>
                    <button
                      type="button"
                      className="btn btn-small btn-secondary"
                      aria-label={t('portal.files.downloadName', { name: file.name })}
                      onClick={() => void download(file)}
                    >
                      {t('portal.files.download')}
                    </button>
                    {file.allowedActions?.includes('remove') && (
                      <RemoveFileButton name={file.name} onConfirm={() => removal.remove(file.id)} />
                    )}
                  </>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {open && <FilePreview file={open} path={`${basePath}/${open.id}`} onClose={() => setOpen(null)} />}
    </>
  );
}
