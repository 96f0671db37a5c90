import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useBusy } from '@claims/ui-kit/sending';
import { useCaseAction } from '../api/case-cache';
import { api } from '../api/client';
import type { UploadedFile } from '../api/upload';
import { useFormToasts } from '../feedback/useFormToasts';
import { landRefusal } from '../forms/refusal';
import type { Letter } from './letter';

/**
 * What the two inspection forms share: the files they upload to the letter (each removal deleted
 * from the letter first), and their Save, which sends the letter's action with those files and
 * opens the letter's page, its button off (`saving`) until the api answers. A refusal lands on the
 * fields it names and, like a failed removal, is said in the form's toasts.
 */
export function useInspectionAction<F extends FieldValues>(
  id: string,
  action: 'requestInspection' | 'recordInspectionResult',
  setError: UseFormSetError<F>,
) {
  const navigate = useNavigate();
  const { showError, showSuccess } = useFormToasts();
  const command = useCaseAction<Letter>('protest-letters', id);
  const [files, setFiles] = useState<UploadedFile[]>([]);

  /** The props of the form's UploadList: the letter's files as uploaded in this form. */
  const uploads = {
    uploadPath: `/api/protest-letters/${id}/files`,
    files,
    onUploaded: (file: UploadedFile) => setFiles((all) => [...all, file]),
    onRemoved: (file: UploadedFile) =>
      api
        .delete(`/api/protest-letters/${id}/files/${file.id}`)
        .then(() => setFiles((all) => all.filter((x) => x.id !== file.id)))
        .catch(showError),
  };

  // One Save at a time: a second click would be a second command, which the letter, already
  // moved on by the first, refuses.
  const { busy: saving, whileBusy } = useBusy();

  /** Sends what the form checked with the files; once done, `done` runs and `success` is said. */
  function save(checked: object, success: string, done = () => {}) {
    return whileBusy(
      async () => {
        await command.mutateAsync({ action, body: { ...checked, fileIds: files.map((f) => f.id) } });
        done();
        showSuccess(success);
        navigate(`/processes/details/${id}`);
      },
      (err) => {
        landRefusal(err, setError);
        showError(err);
      },
    );
  }
  return { files, setFiles, uploads, save, saving };
}
