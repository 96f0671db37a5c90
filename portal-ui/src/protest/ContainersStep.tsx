import { useController, useFieldArray, useFormContext } from 'react-hook-form';
import { PROTEST_DAMAGE_TYPES } from '@claims/domain/codes/protest-damage-types';
import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import type { MessageKey } from '@claims/domain/i18n/translate';
import { TextField, WeightField } from '../forms/bound-fields';
import { useI18n } from '../i18n/I18nContext';
import { emptyContainer, type LetterForm } from './letter-form';

/** Step 2: each container with its seals, its weights in kg and the damages seen on it. */
export function ContainersStep() {
  const { t, label: fieldLabel } = useI18n();
  const { control } = useFormContext<LetterForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'containers' });
  const label = (field: string) => fieldLabel(`fields.${field}` as MessageKey);
  return (
    <div>
      {fields.map((line, i) => (
        <fieldset key={line.id} className="line">
          <legend>{t('portal.wizard.line', { n: i + 1 })}</legend>
          <div className="form-grid">
            <TextField name={`containers.${i}.number`} label={label('number')} required />
            <TextField name={`containers.${i}.sealManifested`} label={label('sealManifested')} />
            <TextField name={`containers.${i}.sealDetermined`} label={label('sealDetermined')} />
            <WeightField name={`containers.${i}.weightManifested`} label={label('weightManifested')} />
            <WeightField name={`containers.${i}.weightDetermined`} label={label('weightDetermined')} />
          </div>
          <DamageChoices name={`containers.${i}.damages`} legend={label('damages')} />
          {fields.length > 1 && (
            <button type="button" className="btn btn-small btn-danger" onClick={() => remove(i)}>
              {t('portal.wizard.removeLine', { n: i + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      <button type="button" className="btn btn-secondary" onClick={() => append(emptyContainer())}>
        {t('portal.wizard.addLine', { what: label('containers') })}
      </button>
    </div>
  );
}

/** The damage types of SPEC §9 as checkboxes; the divergences of seal and weight are also derived on filing. */
function DamageChoices({ name, legend }: { name: `containers.${number}.damages`; legend: string }) {
  const { t } = useI18n();
  const { field } = useController<LetterForm, typeof name>({ name });
  const chosen = field.value ?? [];
  return (
    <fieldset className="checkbox-group">
      <legend>{legend}</legend>
      {PROTEST_DAMAGE_TYPES.map((d) => (
        <label key={d.key} className="checkbox">
          <input
            type="checkbox"
            checked={chosen.includes(d.key)}
            onChange={(e) =>
              field.onChange(e.target.checked ? [...chosen, d.key] : chosen.filter((x) => x !== d.key))
            }
          />
          {t(`codes.protestDamageTypes.${d.key}` as CodeLabelKey)}
        </label>
      ))}
    </fieldset>
  );
}
