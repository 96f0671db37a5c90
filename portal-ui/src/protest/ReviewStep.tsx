import { useController, useFormContext } from 'react-hook-form';
import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import { formatLocaleDecimal } from '@claims/domain/i18n/locale-number';
import { withDerivedDamages } from '@claims/domain/protest/letter';
import { PROTEST_DAMAGE_TYPE_KEYS } from '@claims/domain/codes/protest-damage-types';
import type { MessageKey } from '@claims/domain/i18n/translate';
import type { UploadedFile } from '../api/upload';
import { useChosenOptions, type ReferenceChoices } from '../forms/reference-choices';
import { useI18n } from '../i18n/I18nContext';
import { Details, usePortRows } from '../reimbursements/detail/Card';
import { ReviewedFiles, ReviewGroup } from '../wizard/ReviewGroup';
import type { ContainerLine, LetterForm } from './letter-form';

/**
 * Step 4: everything about to be filed, as typed and written the way the reader reads it (the
 * ports by name, the day dd/mm/aaaa, weights "18.650,5 kg"), and whether the inspection is
 * requested with it. What is not shown here cannot be checked before it is filed.
 */
export function ReviewStep({
  files,
  client,
  ports,
}: {
  files: UploadedFile[];
  client: string;
  ports: ReferenceChoices;
}) {
  const { t, label: fieldLabel, locale } = useI18n();
  const portRows = usePortRows();
  const { watch } = useFormContext<LetterForm>();
  const { field: inspection } = useController<LetterForm, 'inspectionRequested'>({
    name: 'inspectionRequested',
  });
  const letter = watch();
  const label = (field: string) => fieldLabel(`fields.${field}` as MessageKey);
  const chosenPort = useChosenOptions(ports, [letter.portOfEmbarkationId, letter.portOfDischargeId]);
  const port = (id: string) => chosenPort(id)?.label ?? '';
  const kg = (weight: string) => (weight ? `${formatLocaleDecimal(weight, locale)} kg` : '');
  // The filing adds a seal or weight divergence the figures show: said here, not found after.
  const damages = (c: ContainerLine) =>
    withDerivedDamages({ ...c, damages: PROTEST_DAMAGE_TYPE_KEYS.filter((k) => c.damages.includes(k)) })
      .map((d) => {
        const name = t(`codes.protestDamageTypes.${d}` as CodeLabelKey);
        return c.damages.includes(d) ? name : t('portal.protest.derivedDamage', { damage: name });
      })
      .join(', ');
  return (
    <div>
      <ReviewGroup title={t('portal.protest.steps.letter')}>
        <Details
          rows={[
            [t('portal.wizard.client'), client],
            [label('billOfLading'), letter.billOfLading],
            [label('houseBillOfLading'), letter.houseBillOfLading],
            [label('cte'), letter.cte],
            [label('ship'), letter.ship],
            [label('voyage'), letter.voyage],
            [label('merchandise'), letter.merchandise],
            [label('notifyingCompany'), letter.notifyingCompany],
            ...portRows({
              loading: port(letter.portOfEmbarkationId),
              discharge: port(letter.portOfDischargeId),
              dischargeDate: letter.dischargeDate,
              office: null,
            }),
          ]}
        />
      </ReviewGroup>
      <ReviewGroup title={t('portal.protest.steps.containers')}>
        {letter.containers.map((c, i) => (
          <section
            key={i}
            className="review-line"
            aria-label={c.number || t('portal.wizard.line', { n: i + 1 })}
          >
            <h4>{c.number || '—'}</h4>
            <Details
              rows={[
                [label('damages'), damages(c)],
                [label('sealManifested'), c.sealManifested],
                [label('sealDetermined'), c.sealDetermined],
                [label('weightManifested'), kg(c.weightManifested)],
                [label('weightDetermined'), kg(c.weightDetermined)],
              ]}
            />
          </section>
        ))}
      </ReviewGroup>
      <ReviewedFiles title={t('portal.protest.steps.files')} files={files} />
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
