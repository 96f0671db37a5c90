import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { MessageKey } from '@claims/domain/src/i18n/translate';
import { runCaseAction } from '../api/client';
import type { UploadedFile } from '../api/upload';
import { useToasts } from '../feedback/ToastContext';
import { useApiErrorToast } from '../feedback/useApiErrorToast';
import { SelectInput, TextInput } from '../forms/inputs';
import { useI18n } from '../i18n/I18nContext';
import { UploadList } from '../uploads/UploadList';
import { useLetter } from './useLetter';

const FIELDS = ['date', 'hour', 'name', 'contact', 'telephone', 'address', 'email'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const TYPES: Record<(typeof FIELDS)[number], string> = {
  date: 'date',
  hour: 'time',
  name: 'text',
  contact: 'text',
  telephone: 'tel',
  address: 'text',
  email: 'email',
};
const FILE_TYPES = ['PACKING_LIST', 'NOTA_FISCAL', 'PHOTOS', 'OTHER'];

/** /processes/request-inspection/{id}: when and where to inspect, with the packing list, invoice and photos. */
export default function RequestInspectionPage() {
  const { id = '' } = useParams();
  const { t, label } = useI18n();
  const navigate = useNavigate();
  const toasts = useToasts();
  const showError = useApiErrorToast();
  const { letter, failure } = useLetter(id);
  const [values, setValues] = useState<Values>({
    date: '',
    hour: '',
    name: '',
    contact: '',
    telephone: '',
    address: '',
    email: '',
  });
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [documentType, setDocumentType] = useState('PACKING_LIST');
  const [tried, setTried] = useState(false);
  const complete = FIELDS.every((f) => values[f].trim());

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (!complete) return;
    try {
      await runCaseAction('protest-letters', id, 'requestInspection', {
        ...values,
        fileIds: files.map((f) => f.id),
      });
      toasts.show('success', t('success.dataSaved'));
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
  return (
    <section>
      <h1>
        {t('portal.crumbs.requestInspection')} {letter?.reference}
      </h1>
      <form onSubmit={submit} noValidate className="card">
        <div className="form-grid">
          {FIELDS.map((field) => (
            <TextInput
              key={field}
              label={label(`fields.${field}` as MessageKey)}
              type={TYPES[field]}
              value={values[field]}
              onChange={(v) => setValues((all) => ({ ...all, [field]: v }))}
              error={
                tried && !values[field].trim()
                  ? t('validation.required', { name: t(`fields.${field}` as MessageKey) })
                  : undefined
              }
              required
            />
          ))}
        </div>
        <SelectInput
          label={label('fields.documentType')}
          value={documentType}
          onChange={setDocumentType}
          options={FILE_TYPES.map((k) => ({ value: k, label: t(`codes.documentTypes.${k}` as MessageKey) }))}
        />
        <UploadList
          label={t('portal.upload.choose')}
          uploadPath={`/api/protest-letters/${id}/files`}
          fields={{ documentType }}
          files={files}
          onUploaded={(f) => setFiles((all) => [...all, f])}
        />
        <button type="submit" className="btn">
          {t('portal.processes.sendInspectionRequest')}
        </button>
      </form>
    </section>
  );
}
