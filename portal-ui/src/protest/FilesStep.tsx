import { useState } from 'react';
import { REQUIRED_PROTEST_FILES, missingProtestFiles } from '@claims/domain/protest/letter';
import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import type { UploadedFile } from '../api/upload';
import { SelectInput } from '../forms/inputs';
import { useI18n } from '../i18n/I18nContext';
import { UploadList } from '../uploads/UploadList';

// The mandatory files (SPEC §5), then the optional survey report and photos.
const OFFERED_TYPES = [...REQUIRED_PROTEST_FILES.flatMap((r) => r.anyOf), 'SURVEY_REPORT', 'PHOTOS'];

/**
 * Step 3: the files the letter must carry, uploaded to its draft, each under its document type.
 * A file added by mistake (the wrong PDF, under the wrong type) comes off the draft again: it is
 * not filed yet, so removing it asks nothing and offers SPEC §4's 2-second undo.
 */
export function FilesStep({
  draftId,
  files,
  onUploaded,
  onRemoved,
}: {
  draftId: string;
  files: UploadedFile[];
  onUploaded(file: UploadedFile): void;
  onRemoved(file: UploadedFile): void;
}) {
  const { t, label } = useI18n();
  const [documentType, setDocumentType] = useState('DAMAGE_REPORT');
  const typeName = (key: string) => t(`codes.documentTypes.${key}` as CodeLabelKey);
  const missing = missingProtestFiles(files.map((f) => f.documentType ?? ''));
  return (
    <div>
      <ul className="required-documents">
        {REQUIRED_PROTEST_FILES.map((r) => (
          <li key={r.name} className={missing.includes(r.name) ? 'missing' : 'done'}>
            {r.anyOf.map(typeName).join(' / ')}
          </li>
        ))}
      </ul>
      <SelectInput
        label={label('fields.documentType')}
        value={documentType}
        onChange={setDocumentType}
        options={OFFERED_TYPES.map((k) => ({ value: k, label: typeName(k) }))}
      />
      <UploadList
        label={t('portal.upload.choose')}
        uploadPath={`/api/protest-letters/${draftId}/files`}
        fields={{ documentType }}
        files={files}
        describe={(f) => (f.documentType ? typeName(f.documentType) : '')}
        onUploaded={onUploaded}
        onRemoved={onRemoved}
        askFirst={false}
      />
    </div>
  );
}
