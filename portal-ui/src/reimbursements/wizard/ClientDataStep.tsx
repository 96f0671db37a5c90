import { OFFICES, type OfficeCountry } from '@claims/domain/codes/offices';
import { SERVICE_TYPES } from '@claims/domain/codes/service-types';
import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import { asksStateAndCityRegistrations } from '@claims/domain/reimbursement/registrations';
import { TAX_ID_KINDS } from '@claims/domain/validators/tax-id';
import { readableTaxId } from './readable-tax-id';
import { SelectInput, TextInput } from '../../forms/inputs';
import type { ReferenceChoices } from '../../forms/reference-choices';
import { useI18n } from '../../i18n/I18nContext';
import { ClientSelect } from '../../wizard/ClientSelect';
import { CarrierNotice } from './CarrierNotice';
import { bind, type StepProps } from './step-props';
import type { ClientOption } from './useReferenceOptions';

/** Step 0: who claims. A broker first chooses which of its clients it files for. */
export function ClientDataStep(
  props: StepProps & {
    /** A broker files for the clients it represents; a client user files for its own company. */
    chooseClient: boolean;
    clients: ReferenceChoices<ClientOption>;
    clientId: string;
    onClient(id: string): void;
    clientLocked: boolean;
    /** The company's country: it names the tax id (CNPJ, CUIT, RUC, RUT). */
    claimant: OfficeCountry;
  },
) {
  const { t } = useI18n();
  const field = (path: string[]) => bind(props, path, t);
  return (
    <div className="form-grid">
      <CarrierNotice />
      {props.chooseClient && (
        <ClientSelect
          clients={props.clients}
          clientId={props.clientId}
          onClient={props.onClient}
          locked={props.clientLocked}
        />
      )}
      <SelectInput
        {...field(['office'])}
        label={t('portal.wizard.office')}
        options={OFFICES.map((o) => ({ value: o.key, label: t(`codes.offices.${o.key}` as CodeLabelKey) }))}
        required
      />
      <SelectInput
        {...field(['serviceType'])}
        label={t('portal.wizard.serviceType')}
        options={SERVICE_TYPES.map((s) => ({
          value: s.key,
          label: t(`codes.serviceTypes.${s.key}` as CodeLabelKey),
        }))}
        required
      />
      {/* The company's country names the tax id, not the office: a Brazilian exporter filing at
          the Buenos Aires office still gives its CNPJ, which testers took for a mistake. */}
      <TextInput
        {...field(['clientData', 'taxId'])}
        // Typed or pasted as bare digits, it is shown back as people write it (43.219.876/0001-36).
        onBlur={() => {
          const typed = props.form.clientData.taxId;
          const shown = readableTaxId(props.claimant, typed);
          if (shown !== typed) props.set(['clientData', 'taxId'], shown);
          props.touch(['clientData', 'taxId']);
        }}
        label={TAX_ID_KINDS[props.claimant]}
        hint={t('portal.wizard.taxIdHint', {
          kind: TAX_ID_KINDS[props.claimant],
          country: t(`codes.offices.${props.claimant}` as CodeLabelKey),
        })}
        required
      />
      <TextInput {...field(['clientData', 'companyName'])} required />
      {asksStateAndCityRegistrations(props.claimant) && (
        <>
          <TextInput {...field(['clientData', 'stateRegistration'])} required />
          <TextInput {...field(['clientData', 'cityRegistration'])} required />
        </>
      )}
    </div>
  );
}
