import { useController, useFormContext } from 'react-hook-form';
import type { UploadedFile } from '../api/upload';
import { useI18n } from '../i18n/I18nContext';
import type { LetterForm } from './letter-form';

/** Step 4: what is about to be filed, and whether the inspection is requested with it. */
export function ReviewStep({ files }: { files: UploadedFile[] }) {
  const { t, label } = useI18n();
  const { watch } = useFormContext<LetterForm>();
  const { field: inspection } = useController<LetterForm, 'inspectionRequested'>({
    name: 'inspectionRequested',
  });
  return (
    <div>
      <dl className="summary">
        <div>
          <dt>{label('fields.billOfLading')}</dt>
          <dd>{watch('billOfLading')}</dd>
        </div>
        <div>
          <dt>{label('fields.containers')}</dt>
          <dd>
            {watch('containers')
              .map((c) => c.number)
              .join(', ')}
          </dd>
        </div>
        <div>
          <dt>{t('portal.wizard.steps.documents')}</dt>
          <dd>{files.length}</dd>
        </div>
      </dl>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={inspection.value}
          onChange={(e) => inspection.onChange(e.target.checked)}
          onBlur={inspection.onBlur}
          aria-describedby="inspection-requested-hint"
        />
        {t('portal.protest.inspectionRequested')}
      </label>
      {/* The box only announces the inspection; its site, contact and date come after filing. */}
      <p id="inspection-requested-hint" className="field-hint">
        {t('portal.protest.inspectionRequestedHint')}
      </p>
    </div>
  );
}
