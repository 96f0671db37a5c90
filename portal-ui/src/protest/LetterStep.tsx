import { useFormContext } from 'react-hook-form';
import type { MessageKey } from '@claims/domain/i18n/translate';
import { DateField, SelectField, TextField } from '../forms/bound-fields';
import { SelectInput, type Option } from '../forms/inputs';
import { useI18n } from '../i18n/I18nContext';
import { ClientSelect } from '../wizard/ClientSelect';
import type { LetterForm } from './letter-form';

/** Step 1: who files, the bills of lading and CT-e, the ship and voyage, the cargo, the ports and the day of discharge. */
export function LetterStep({
  clients,
  clientId,
  onClient,
  clientLocked,
  ports,
  vessels,
}: {
  clients: Option[];
  clientId: string;
  onClient(id: string): void;
  /** The client of a saved draft stays its client. */
  clientLocked: boolean;
  ports: Option[];
  vessels: Option[];
}) {
  const { t, label: fieldLabel } = useI18n();
  const { watch, setValue, getValues } = useFormContext<LetterForm>();
  const label = (field: string) => fieldLabel(`fields.${field}` as MessageKey);
  // Picking a registered vessel writes its name into the ship field, still editable.
  const pickVessel = (id: string) => {
    setValue('vesselId', id, { shouldDirty: true });
    const name = vessels.find((v) => v.value === id)?.label ?? getValues('ship');
    setValue('ship', name, { shouldDirty: true, shouldValidate: name !== '' });
  };
  return (
    <div className="form-grid">
      {clients.length > 1 && (
        <ClientSelect clients={clients} clientId={clientId} onClient={onClient} locked={clientLocked} />
      )}
      <TextField name="billOfLading" label={label('billOfLading')} required />
      <TextField name="houseBillOfLading" label={label('houseBillOfLading')} />
      <TextField name="cte" label={label('cte')} />
      <SelectInput
        label={t('portal.protest.vesselFromList')}
        value={watch('vesselId')}
        options={vessels}
        onChange={pickVessel}
      />
      <TextField name="ship" label={label('ship')} required />
      <TextField name="voyage" label={label('voyage')} required />
      <TextField name="merchandise" label={label('merchandise')} multiline required />
      <TextField name="notifyingCompany" label={label('notifyingCompany')} required />
      <SelectField name="portOfEmbarkationId" label={label('portOfEmbarkationId')} options={ports} required />
      <SelectField name="portOfDischargeId" label={label('portOfDischargeId')} options={ports} required />
      <DateField name="dischargeDate" label={label('dischargeDate')} required />
    </div>
  );
}
