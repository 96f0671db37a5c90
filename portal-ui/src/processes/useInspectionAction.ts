import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useCaseAction } from '../api/case-cache';
import { api } from '../api/client';
import type { UploadedFile } from '../api/upload';
import { useFormToasts } from '../feedback/useFormToasts';
import { landRefusal } from '../forms/refusal';
import type { Letter } from './letter';

/**
 * What the two inspection forms share: the files they upload to the letter (each removal deleted
 * from the letter first), and their Save, which sends the letter's action with those files and
 * opens the letter's page. A refusal lands on the fields it names and, like a failed removal, is
 * said in the form's toasts.
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

  /** Sends what the form checked with the files; once done, `done` runs and `success` is said. */
  async function save(checked: object, success: string, done = () => {}) {
    try {
      await command.mutateAsync({ action, body: { ...checked, fileIds: files.map((f) => f.id) } });
      done();
      showSuccess(success);
      navigate(`/processes/details/${id}`);
    } catch (err) {
      landRefusal(err, setError);
      showError(err);
    }
  }
  return { files, setFiles, uploads, save };
}
