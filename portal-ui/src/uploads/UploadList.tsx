import { useId, useRef, useState } from 'react';
import { shownFileName, uploadLimitParams } from '@claims/domain/i18n/upload-limit';
import { ApiError } from '../api/client';
import { uploadFile, type UploadedFile } from '../api/upload';
import { Modal } from '../feedback/Modal';
import { useApiErrorToast } from '../feedback/useApiErrorToast';
import { formatDateTime, formatFileSize } from '../i18n/format';
import { useI18n } from '../i18n/I18nContext';
import { useSession } from '../session/SessionContext';
import { DOCUMENT_TYPES, splitByType } from './accept';
import { RemoveFileButton } from './RemoveFileButton';
import { UndoRemovalButton } from './UndoRemovalButton';
import { useUndoableRemoval } from './useUndoableRemoval';

interface InFlight {
  key: string;
  name: string;
  size: number;
  progress: number;
}

/**
 * The upload list of SPEC §5: type filtering by extension with the "File type is incorrect!"
 * modal, the most a file may weigh (said beforehand, and a larger file refused before sending,
 * beside the control), a progress bar per file, sizes in base 1024, and delete with a 2-second
 * undo. Delete asks Sim/Não first for a file a case already holds; a wizard's draft file is not
 * filed yet, so removing it asks nothing (`askFirst` false): the undo is enough.
 */
export function UploadList({
  uploadPath,
  fields = {},
  files,
  accept = DOCUMENT_TYPES,
  multiple = true,
  label,
  describe,
  onUploaded,
  onRemoved,
  askFirst = true,
}: {
  uploadPath: string;
  fields?: Record<string, string>;
  files: UploadedFile[];
  accept?: readonly string[];
  multiple?: boolean;
  label: string;
  describe?(file: UploadedFile): string;
  onUploaded(file: UploadedFile): void;
  onRemoved?(file: UploadedFile): void;
  askFirst?: boolean;
}) {
  const { t, locale } = useI18n();
  const inputId = useId();
  const refusalId = useId();
  const maxBytes = useSession().user?.uploadMaxBytes;
  const limit = maxBytes === undefined ? undefined : uploadLimitParams(locale, maxBytes);
  const input = useRef<HTMLInputElement>(null);
  const showError = useApiErrorToast();
  // Refused for its type: on picking (its extension), or by the api, whose words then say why
  // (a .pdf whose content is no PDF is renamed or damaged, not of a wrong type).
  const [wrongType, setWrongType] = useState<{ why: string | null } | null>(null);
  // Files refused for their size, in the api's words: they stay beside the control (a toast is
  // gone in seconds) until the next pick.
  const [tooLarge, setTooLarge] = useState<string[]>([]);
  const [inFlight, setInFlight] = useState<InFlight[]>([]);
  const removal = useUndoableRemoval((id) => {
    const file = files.find((f) => f.id === id);
    if (file) onRemoved?.(file);
  });

  function add(list: FileList | null) {
    const { kept, dropped } = splitByType(Array.from(list ?? []), accept);
    if (dropped.length) setWrongType({ why: null });
    const picked = multiple ? kept : kept.slice(0, 1);
    // Refused at once: sending 30 MB only to hear it is too large wastes the person's wait.
    const over = maxBytes === undefined ? [] : picked.filter((file) => file.size > maxBytes);
    setTooLarge(over.map((file) => t('errors.fileTooLarge', { name: shownFileName(file.name), ...limit })));
    for (const file of picked.filter((f) => !over.includes(f))) {
      const key = `${file.name}-${Math.random()}`;
      setInFlight((all) => [...all, { key, name: file.name, size: file.size, progress: 0 }]);
      const progress = (p: number) =>
        setInFlight((all) => all.map((x) => (x.key === key ? { ...x, progress: p } : x)));
      uploadFile(uploadPath, file, fields, progress)
        .done.then(onUploaded)
        .catch((err: unknown) => {
          if (err instanceof ApiError && err.code === 'INVALID_FILE_TYPE') setWrongType({ why: err.message });
          // A limit the screen did not know (a session older than it): the api's words, kept alike.
          else if (err instanceof ApiError && err.code === 'PAYLOAD_TOO_LARGE')
            setTooLarge((all) => [...all, err.message]);
          else showError(err);
        })
        .finally(() => setInFlight((all) => all.filter((x) => x.key !== key)));
    }
    if (input.current) input.current.value = '';
  }

  return (
    <div className="upload-list">
      <label htmlFor={inputId} className="upload-drop">
        <span>{label}</span>
        <small>{accept.join(', ')}</small>
        {limit && <small>{t('portal.files.maxSize', limit)}</small>}
      </label>
      <input
        id={inputId}
        ref={input}
        type="file"
        className="upload-input"
        multiple={multiple}
        accept={accept.join(',')}
        aria-describedby={tooLarge.length ? refusalId : undefined}
        onChange={(e) => add(e.target.files)}
      />
      {tooLarge.length > 0 && (
        <div id={refusalId} role="alert" className="field-error">
          {tooLarge.map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </div>
      )}
      <ul>
        {inFlight.map((f) => (
          <li key={f.key} className="upload-item">
            <span className="upload-name">{f.name}</span>
            <span className="upload-size">{formatFileSize(f.size, locale)}</span>
            <div
              className="progress"
              role="progressbar"
              aria-label={t('portal.upload.progress', { name: f.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={f.progress}
            >
              <span style={{ width: `${f.progress}%` }} />
            </div>
          </li>
        ))}
        {files.map((f) => {
          const removed = removal.pending.has(f.id);
          return (
            <li key={f.id} className={`upload-item ${removed ? 'removed' : ''}`}>
              <span className="upload-name">{f.name}</span>
              {describe && <span className="upload-type">{describe(f)}</span>}
              <span className="upload-size">{formatFileSize(f.size, locale)}</span>
              {f.uploadedAt && <small>{formatDateTime(locale, f.uploadedAt)}</small>}
              {onRemoved &&
                (removed ? (
                  <UndoRemovalButton onUndo={() => removal.undo(f.id)} />
                ) : askFirst ? (
                  <RemoveFileButton name={f.name} onConfirm={() => removal.remove(f.id)} />
                ) : (
                  <button
                    type="button"
                    className="btn btn-small btn-danger"
                    aria-label={t('portal.upload.remove', { name: f.name })}
                    onClick={() => removal.remove(f.id)}
                  >
                    {t('portal.upload.removeShort')}
                  </button>
                ))}
            </li>
          );
        })}
      </ul>
      {wrongType && (
        <Modal
          title={t('errors.invalidFileType')}
          onClose={() => setWrongType(null)}
          actions={
            <button type="button" className="btn" onClick={() => setWrongType(null)}>
              {t('common.ok')}
            </button>
          }
        >
          {wrongType.why && wrongType.why !== t('errors.invalidFileType') && <p>{wrongType.why}</p>}
          <p>{t('portal.upload.accepted', { types: accept.join(', ') })}</p>
        </Modal>
      )}
    </div>
  );
}
