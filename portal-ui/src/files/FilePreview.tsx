import { useEffect, useRef, useState } from 'react';
import { downloadFile, fetchFile } from '../api/download';
import { Modal } from '../feedback/Modal';
import { useApiErrorToast } from '../feedback/useApiErrorToast';
import { useI18n } from '../i18n/I18nContext';
import type { CaseFile } from './case-file';

/** Images and PDFs open in the page; anything else is only downloaded. */
export const previewable = (file: CaseFile) =>
  file.mimeType === 'application/pdf' || Boolean(file.mimeType?.startsWith('image/'));

/** A case file shown in a modal: the image itself, or the PDF's pages drawn by PDF.js. */
export function FilePreview({ file, path, onClose }: { file: CaseFile; path: string; onClose(): void }) {
  const { t } = useI18n();
  const showError = useApiErrorToast();
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const pages = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    (async () => {
      const blob = await fetchFile(path);
      if (cancelled) return;
      if (file.mimeType?.startsWith('image/')) {
        url = URL.createObjectURL(blob);
        setImageUrl(url);
      } else {
        const { renderPdf } = await import('./pdf-canvas');
        if (!cancelled && pages.current) await renderPdf(await blob.arrayBuffer(), pages.current);
      }
      if (!cancelled) setState('ready');
    })().catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file, path]);

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
