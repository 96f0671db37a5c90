import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { INSPECTION_RESULTS } from '@claims/domain/codes/inspection-results';
import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import { protestActionInputSchema } from '@claims/domain/protest/action-inputs';
import type { protestActionPayloads } from '@claims/domain/protest/payloads';
import { api, runCaseAction } from '../api/client';
import type { UploadedFile } from '../api/upload';
import { useToasts } from '../feedback/ToastContext';
import { useApiErrorToast } from '../feedback/useApiErrorToast';
import { withoutBlanks, type AsTyped } from '../forms/as-typed';
import { SelectField, TextField } from '../forms/bound-fields';
import { schemaResolver } from '../forms/domain-resolver';
import { useErrorsFollowLanguage } from '../forms/field-errors';
import { landRefusal } from '../forms/refusal';
import { useI18n } from '../i18n/I18nContext';
import { GALLERY_TYPES } from '../uploads/accept';
import { UploadList } from '../uploads/UploadList';
import { SiteContact } from './SiteContact';
import { useLetter } from './useLetter';

type ResultSchema = typeof protestActionPayloads.recordInspectionResult;
/** The result, observation and analysis statement as typed; the photos are uploaded apart. */
type ResultForm = AsTyped<Omit<z.input<ResultSchema>, 'fileIds'>>;

/**
 * /processes/check-inspection/{id}: the inspector records the result, an observation and photos.
 * The form's rules are the api's for recordInspectionResult; its messages show from the first Save.
 */
export default function CheckInspectionPage() {
  const { id = '' } = useParams();
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const toasts = useToasts();
  const showError = useApiErrorToast();
  const { letter, failure } = useLetter(id);
  const [photos, setPhotos] = useState<UploadedFile[]>([]);
  const methods = useForm<ResultForm, unknown, z.output<ResultSchema>>({
    defaultValues: { result: '', observation: '', analysisStatement: '' },
    resolver: schemaResolver(
      protestActionInputSchema('recordInspectionResult', letter?.office ?? 'BR'),
      locale,
      withoutBlanks,
    ),
  });
  useErrorsFollowLanguage(methods);

  const submit = methods.handleSubmit(async (checked) => {
    try {
      await runCaseAction('protest-letters', id, 'recordInspectionResult', {
        ...checked,
        fileIds: photos.map((p) => p.id),
      });
      toasts.show('success', t('success.inspectionSaved'));
      navigate(`/processes/details/${id}`);
    } catch (err) {
      landRefusal(err, methods.setError);
      showError(err);
    }
  });
  if (failure)
    return (
      <p className="form-error" role="alert">
        {failure}
      </p>
    );
  return (
    <section>
      <h1>
        {t('portal.crumbs.checkInspection')} {letter?.reference}
      </h1>
      {letter?.inspection && (
        <section className="card" aria-labelledby="site-contact">
          <h2 id="site-contact">{t('portal.inspection.siteContact')}</h2>
          <SiteContact inspection={letter.inspection} office={letter.office} />
        </section>
      )}
      <FormProvider {...methods}>
        <form onSubmit={(e) => void submit(e)} noValidate className="card">
          <SelectField
            name="result"
            label={t('portal.processes.inspectionResult')}
            options={INSPECTION_RESULTS.map((r) => ({
              value: r.key,
              label: t(`codes.inspectionResults.${r.key}` as CodeLabelKey),
            }))}
            required
          />
          <TextField name="observation" label={t('portal.processes.observation')} multiline required />
          <TextField
            name="analysisStatement"
            label={t('portal.inspection.analysisStatement')}
            hint={t('portal.inspection.analysisStatementHint')}
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
            onRemoved={(p) =>
              api
                .delete(`/api/protest-letters/${id}/files/${p.id}`)
                .then(() => setPhotos((all) => all.filter((x) => x.id !== p.id)))
                .catch(showError)
            }
          />
          <button type="submit" className="btn">
            {t('portal.processes.saveInspection')}
          </button>
        </form>
      </FormProvider>
    </section>
  );
}
