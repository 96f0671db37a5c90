import { useFormContext } from 'react-hook-form';
import type { MessageKey } from '@claims/domain/i18n/translate';
import { DateField, SearchSelectField, TextField } from '../forms/bound-fields';
import type { Option } from '../forms/inputs';
import type { ReferenceChoices } from '../forms/reference-choices';
import { SearchSelect } from '../forms/SearchSelect';
import { useI18n } from '../i18n/I18nContext';
import type { ClientOption } from '../reimbursements/wizard/useReferenceOptions';
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
  clients: ReferenceChoices<ClientOption>;
  clientId: string;
  onClient(id: string): void;
  /** The client of a saved draft stays its client. */
  clientLocked: boolean;
  ports: ReferenceChoices;
  vessels: ReferenceChoices;
}) {
  const { t, label: fieldLabel } = useI18n();
  const { watch, setValue, getValues } = useFormContext<LetterForm>();
  const label = (field: string) => fieldLabel(`fields.${field}` as MessageKey);
  // Picking a registered vessel writes its name into the ship field, still editable.
  const pickVessel = (id: string, vessel?: Option) => {
    setValue('vesselId', id, { shouldDirty: true });
    const name = vessel?.label ?? getValues('ship');
    setValue('ship', name, { shouldDirty: true, shouldValidate: name !== '' });
  };
  return (
    <div className="form-grid">
      {clients.options.length > 1 && (
        <ClientSelect clients={clients} clientId={clientId} onClient={onClient} locked={clientLocked} />
      )}
      <TextField name="billOfLading" label={label('billOfLading')} required />
      <TextField name="houseBillOfLading" label={label('houseBillOfLading')} />
      <TextField name="cte" label={label('cte')} />
      <SearchSelect
        label={t('portal.protest.vesselFromList')}
        value={watch('vesselId')}
        choices={vessels}
        onChange={pickVessel}
      />
      <TextField name="ship" label={label('ship')} required />
      <TextField name="voyage" label={label('voyage')} required />
      <TextField name="merchandise" label={label('merchandise')} multiline required />
      <TextField name="notifyingCompany" label={label('notifyingCompany')} required />
      <SearchSelectField
        name="portOfEmbarkationId"
        label={label('portOfEmbarkationId')}
        choices={ports}
        required
      />
      <SearchSelectField
        name="portOfDischargeId"
        label={label('portOfDischargeId')}
        choices={ports}
        required
      />
      <DateField name="dischargeDate" label={label('dischargeDate')} required />
    </div>
  );
}
