import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { MessageKey } from '@claims/domain/i18n/translate';
import { protestActionInputSchema } from '@claims/domain/protest/action-inputs';
import { officeZoneCity } from '@claims/domain/office-time';
import { protestActionPayloads } from '@claims/domain/protest/payloads';
import { withoutBlanks, type AsTyped } from '../forms/as-typed';
import { DateField, TextField, TimeField } from '../forms/bound-fields';
import { schemaResolver } from '../forms/domain-resolver';
import { useErrorsFollowLanguage } from '../forms/field-errors';
import { SelectInput } from '../forms/inputs';
import { formatDate } from '../i18n/format';
import { useI18n } from '../i18n/I18nContext';
import { UploadList } from '../uploads/UploadList';
import { useInspectionAction } from './useInspectionAction';
import { useLetter } from './useLetter';
import { UnbreakableReferences } from '../layout/UnbreakableReferences';
import { FormError } from '../feedback/FormMessage';

type RequestSchema = typeof protestActionPayloads.requestInspection;
/** When and where, and whom to meet there, as typed; the files are uploaded to the letter apart. */
type InspectionForm = AsTyped<Omit<z.input<RequestSchema>, 'fileIds'>>;

// Day and hour are typed as people write them (dd/mm/aaaa, 24-hour), not in the browser's controls.
const CONTACT_FIELDS = [
  ['name', 'text'],
  ['contact', 'text'],
  ['telephone', 'tel'],
  ['address', 'text'],
  ['email', 'email'],
] as const;
const FILE_TYPES = ['PACKING_LIST', 'NOTA_FISCAL', 'PHOTOS', 'OTHER'];
// "Name" and "contact" both name the person: said apart, a tester could not tell them apart.
const HINTS: Partial<Record<(typeof CONTACT_FIELDS)[number][0], MessageKey>> = {
  name: 'portal.inspection.nameHint',
  contact: 'portal.inspection.contactHint',
};

/**
 * /processes/request-inspection/{id}: when and where to inspect, with the packing list, invoice and
 * photos. The form's rules are the api's for the letter's office: a day or hour already past there
 * (the hour is told in the office's zone), or a telephone that is no number of its country, is
 * named on its field before anything is sent.
 */
export default function RequestInspectionPage() {
  const { id = '' } = useParams();
  const { t, label, locale } = useI18n();
  const { letter, failure } = useLetter(id, { editing: true });
  const methods = useForm<InspectionForm, unknown, z.output<RequestSchema>>({
    defaultValues: { date: '', hour: '', name: '', contact: '', telephone: '', address: '', email: '' },
    // Until the letter (and so its office) is known, the payload's own rules.
    resolver: schemaResolver(
      letter
        ? protestActionInputSchema('requestInspection', letter.office)
        : protestActionPayloads.requestInspection,
      locale,
      withoutBlanks,
    ),
    mode: 'onTouched',
  });
  useErrorsFollowLanguage(methods);
  const { uploads, save, saving } = useInspectionAction(id, 'requestInspection', methods.setError);
  const [documentType, setDocumentType] = useState('PACKING_LIST');

  const submit = methods.handleSubmit((checked) =>
    save(
      checked,
      // What happened, for which letter and when: not a bare "saved".
      t('portal.inspection.requested', {
        reference: letter?.reference ?? '',
        date: formatDate(locale, checked.date, letter?.office ?? null),
        hour: checked.hour,
      }),
    ),
  );
  if (failure) return <FormError>{failure}</FormError>;
  const fieldLabel = (field: string) => label(`fields.${field}` as MessageKey);
  return (
    <section>
      <h1>
        <UnbreakableReferences text={`${t('portal.crumbs.requestInspection')} ${letter?.reference ?? ''}`} />
      </h1>
      <FormProvider {...methods}>
        <form onSubmit={(e) => void submit(e)} noValidate className="card">
          <div className="form-grid">
            <DateField name="date" label={fieldLabel('date')} required />
            {/* The hour is the office's: one read as the reader's own was taken for a later one. */}
            <TimeField
              name="hour"
              label={fieldLabel('hour')}
              required
              hint={letter ? t('inspection.hourZone', { city: officeZoneCity(letter.office) }) : undefined}
            />
            {CONTACT_FIELDS.map(([field, type]) => (
              <TextField
                key={field}
                name={field}
                label={fieldLabel(field)}
                type={type}
                required
                hint={HINTS[field] ? t(HINTS[field]) : undefined}
              />
            ))}
          </div>
          <SelectInput
            label={label('fields.documentType')}
            value={documentType}
            onChange={setDocumentType}
            options={FILE_TYPES.map((k) => ({
              value: k,
              label: t(`codes.documentTypes.${k}` as MessageKey),
            }))}
          />
          <UploadList {...uploads} label={t('portal.upload.choose')} fields={{ documentType }} />
          <button type="submit" className="btn" disabled={saving}>
            {t('portal.processes.sendInspectionRequest')}
          </button>
        </form>
      </FormProvider>
    </section>
  );
}
