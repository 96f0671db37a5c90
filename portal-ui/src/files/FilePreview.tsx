import { useFilePreview } from '@claims/ui-kit/file-preview';
import { downloadFile, fetchFile } from '../api/download';
import { Modal } from '../feedback/Modal';
import { useApiErrorToast } from '../feedback/useApiErrorToast';
import { useI18n } from '../i18n/I18nContext';
import type { CaseFile } from './case-file';

/** A case file shown in a modal: the image itself, or the PDF's pages drawn by PDF.js. */
export function FilePreview({ file, path, onClose }: { file: CaseFile; path: string; onClose(): void }) {
  const { t } = useI18n();
  const showError = useApiErrorToast();
  const { imageUrl, state, pages } = useFilePreview(file, path, fetchFile);

  return (
    <Modal
      title={file.name}
      onClose={onClose}
      actions={
        <>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => downloadFile(path, file.name).catch(showError)}
          >
            {t('portal.files.download')}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {t('portal.files.close')}
          </button>
        </>
      }
    >
      <div className="file-preview" aria-busy={state === 'loading'}>
        {state === 'loading' && <p role="status">{t('portal.loading')}</p>}
        {state === 'failed' && (
          <p className="form-error" role="alert">
            {t('portal.files.loadFailed')}
          </p>
        )}
        {imageUrl && <img src={imageUrl} alt={file.name} />}
        <div ref={pages} data-testid="pdf-pages" />
      </div>
    </Modal>
  );
}
