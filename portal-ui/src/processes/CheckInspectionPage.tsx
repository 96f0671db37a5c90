import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { INSPECTION_RESULTS } from '@claims/domain/codes/inspection-results';
import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import { protestActionInputSchema } from '@claims/domain/protest/action-inputs';
import { inspectionDayAhead } from '@claims/domain/protest/inspection-day';
import type { protestActionPayloads } from '@claims/domain/protest/payloads';
import { withoutBlanks, type AsTyped } from '../forms/as-typed';
import { SelectField, TextField } from '../forms/bound-fields';
import { schemaResolver } from '../forms/domain-resolver';
import { useErrorsFollowLanguage } from '../forms/field-errors';
import { formatDate } from '../i18n/format';
import { useI18n } from '../i18n/I18nContext';
import { GALLERY_TYPES } from '../uploads/accept';
import { UploadList } from '../uploads/UploadList';
import { Card } from '../reimbursements/detail/Card';
import { ContainerUnits } from './ContainerUnits';
import { inspectionResultDrafts } from './inspection-result-draft';
import { SiteContact } from './SiteContact';
import { useInspectionAction } from './useInspectionAction';
import { useLetter } from './useLetter';
import { UnbreakableReferences } from '../layout/UnbreakableReferences';
import { FormError } from '../feedback/FormMessage';

type ResultSchema = typeof protestActionPayloads.recordInspectionResult;
/** The result, observation and analysis statement as typed; the photos are uploaded apart. */
type ResultForm = AsTyped<Omit<z.input<ResultSchema>, 'fileIds'>>;

/**
 * /processes/check-inspection/{id}: the inspector records the result, an observation and photos,
 * seeing the containers the letter is about. The form's rules are the api's for
 * recordInspectionResult; its messages show from the first Save. What is typed is kept as a draft
 * in this tab until saved, so a reload on site loses nothing.
 */
export default function CheckInspectionPage() {
  const { id = '' } = useParams();
  const { t, locale } = useI18n();
  const { letter, failure } = useLetter(id, { editing: true });
  const methods = useForm<ResultForm, unknown, z.output<ResultSchema>>({
    defaultValues: { result: '', observation: '', analysisStatement: '' },
    resolver: schemaResolver(
      protestActionInputSchema('recordInspectionResult', letter?.office ?? 'BR'),
      locale,
      withoutBlanks,
    ),
  });
  useErrorsFollowLanguage(methods);
  const inspection = useInspectionAction(id, 'recordInspectionResult', methods.setError);
  const { files: photos, setFiles: setPhotos } = inspection;

  // The draft of this letter's result comes back first; from then on every change is kept.
  const restored = useRef<string | null>(null);
  useEffect(() => {
    const draft = inspectionResultDrafts.take(id);
    if (draft) {
      methods.reset(draft.form);
      setPhotos(draft.photos);
    }
    restored.current = id;
  }, [id, methods]);
  const photosNow = useRef(photos);
  photosNow.current = photos;
  useEffect(() => {
    const subscription = methods.watch((typed) => {
      if (restored.current === id)
        inspectionResultDrafts.keep(id, { form: typed as ResultForm, photos: photosNow.current });
    });
    return () => subscription.unsubscribe();
  }, [id, methods]);
  useEffect(() => {
    if (restored.current === id) inspectionResultDrafts.keep(id, { form: methods.getValues(), photos });
  }, [id, methods, photos]);

  const submit = methods.handleSubmit((checked) =>
    inspection.save(checked, t('success.inspectionSaved'), () => inspectionResultDrafts.saved(id)),
  );
  if (failure) return <FormError>{failure}</FormError>;
  // Before the visit's day (at the office) there is nothing to record yet; the api refuses it too.
  const dayAhead = letter ? inspectionDayAhead(letter.inspection?.date, letter.office) : null;
  return (
    <section>
      <h1>
        <UnbreakableReferences text={`${t('portal.crumbs.checkInspection')} ${letter?.reference ?? ''}`} />
      </h1>
      {letter?.inspection && (
        <section className="card" aria-labelledby="site-contact">
          <h2 id="site-contact">{t('portal.inspection.siteContact')}</h2>
          <SiteContact inspection={letter.inspection} office={letter.office} />
        </section>
      )}
      {letter && letter.containers.length > 0 && (
        <Card title={t('portal.processes.units')}>
          <ContainerUnits containers={letter.containers} />
        </Card>
      )}
      {dayAhead && letter && (
        <p className="notice" role="note">
          {t('portal.inspection.notYetHeld', { date: formatDate(locale, dayAhead, letter.office) })}
        </p>
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
            {...inspection.uploads}
            label={t('portal.processes.photos')}
            fields={{ documentType: 'PHOTOS' }}
            accept={GALLERY_TYPES}
          />
          {/* A disabled Save says why beside it: the notice above may be a long form away. */}
          <button
            type="submit"
            className="btn"
            disabled={Boolean(dayAhead) || inspection.saving}
            aria-describedby={dayAhead ? 'inspection-not-yet-held' : undefined}
          >
            {t('portal.processes.saveInspection')}
          </button>
          {dayAhead && letter && (
            <span className="muted" id="inspection-not-yet-held">
              {' '}
              {t('portal.inspection.notYetHeld', { date: formatDate(locale, dayAhead, letter.office) })}
            </span>
          )}
        </form>
      </FormProvider>
    </section>
  );
}
