import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { INSPECTION_RESULTS } from '@claims/domain/src/codes/inspection-results';
import type { CodeLabelKey } from '@claims/domain/src/i18n/code-labels';
import { runCaseAction } from '../api/client';
import type { UploadedFile } from '../api/upload';
import { useToasts } from '../feedback/ToastContext';
import { useApiErrorToast } from '../feedback/useApiErrorToast';
import { SelectInput, TextInput } from '../forms/inputs';
import { formatDate } from '../i18n/format';
import { useI18n } from '../i18n/I18nContext';
import { GALLERY_TYPES } from '../uploads/accept';
import { UploadList } from '../uploads/UploadList';
import { useLetter } from './useLetter';

/** /processes/check-inspection/{id}: the inspector records the result, an observation and photos. */
export default function CheckInspectionPage() {
  const { id = '' } = useParams();
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const toasts = useToasts();
  const showError = useApiErrorToast();
  const { letter, failure } = useLetter(id);
  const [result, setResult] = useState('');
  const [observation, setObservation] = useState('');
  const [photos, setPhotos] = useState<UploadedFile[]>([]);
  const [tried, setTried] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (!result || !observation.trim()) return;
    try {
      await runCaseAction('protest-letters', id, 'recordInspectionResult', {
        result,
        observation: observation.trim(),
        fileIds: photos.map((p) => p.id),
      });
      toasts.show('success', t('success.inspectionSaved'));
      navigate(`/processes/details/${id}`);
    } catch (err) {
      showError(err);
    }
  }
  if (failure)
    return (
      <p className="form-error" role="alert">
        {failure}
      </p>
    );
  const required = (value: string, field: 'fields.result' | 'fields.observation') =>
    tried && !value.trim() ? t('validation.required', { name: t(field) }) : undefined;
  return (
    <section>
      <h1>
        {t('portal.crumbs.checkInspection')} {letter?.reference}
      </h1>
      {letter?.inspection && (
        <p>
          {formatDate(locale, letter.inspection.date)} {letter.inspection.hour} — {letter.inspection.address}
        </p>
      )}
      <form onSubmit={submit} noValidate className="card">
        <SelectInput
          label={t('portal.processes.inspectionResult')}
          value={result}
          onChange={setResult}
          options={INSPECTION_RESULTS.map((r) => ({
            value: r.key,
            label: t(`codes.inspectionResults.${r.key}` as CodeLabelKey),
          }))}
          error={required(result, 'fields.result')}
          required
        />
        <TextInput
          label={t('portal.processes.observation')}
          value={observation}
          onChange={setObservation}
          error={required(observation, 'fields.observation')}
          multiline
          required
        />
        <UploadList
          label={t('portal.processes.photos')}
          uploadPath={`/api/protest-letters/${id}/files`}
          fields={{ documentType: 'PHOTOS' }}
          accept={GALLERY_TYPES}
          files={photos}
          onUploaded={(p) => setPhotos((all) => [...all, p])}
        />
        <button type="submit" className="btn">
          {t('portal.processes.saveInspection')}
        </button>
      </form>
    </section>
  );
}
