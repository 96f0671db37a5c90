import { STUFFING_MODALS } from '@claims/domain/codes/stuffing-modals';
import { TRANSPORT_MODALS } from '@claims/domain/codes/transport-modals';
import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import { DateInput } from '../../forms/dates/DateInput';
import { SelectInput, TextInput } from '../../forms/inputs';
import type { ReferenceChoices } from '../../forms/reference-choices';
import { SearchSelect } from '../../forms/SearchSelect';
import { useI18n } from '../../i18n/I18nContext';
import { bind, type StepProps } from './step-props';

/** Step 1: the shipment: BL or CT-e, booking, ports, vessel, containers, modals. */
export function ShippingStep(props: StepProps & { ports: ReferenceChoices; vessels: ReferenceChoices }) {
  const { t } = useI18n();
  const field = (name: string) => bind(props, ['shipping', name], t);
  const code = (family: string, key: string) => t(`codes.${family}.${key}` as CodeLabelKey);
  return (
    <div className="form-grid">
      <TextInput {...field('blOrCte')} required />
      <TextInput {...field('bookingNumber')} required />
      <TextInput {...field('houseBl')} />
      <TextInput {...field('invoiceNumber')} required />
      <SearchSelect {...field('portOfLoadingId')} choices={props.ports} required />
      <SearchSelect {...field('portOfDischargeId')} choices={props.ports} required />
      <DateInput {...field('dischargeDate')} required />
      <TextInput
        {...field('containers')}
        hint={t('portal.wizard.containersHint')}
        error={props.error(['shipping', 'containers']) ?? containerError(props)}
        required
      />
      <SearchSelect {...field('vesselId')} choices={props.vessels} required />
      <TextInput {...field('voyage')} required />
      <TextInput {...field('transporter')} required />
      <SelectInput
        {...field('transportModal')}
        options={TRANSPORT_MODALS.map((m) => ({ value: m.key, label: code('transportModals', m.key) }))}
        required
      />
      <SelectInput
        {...field('stuffingModal')}
        options={STUFFING_MODALS.map((m) => ({ value: m.key, label: code('stuffingModals', m.key) }))}
        required
      />
    </div>
  );
}

/** A wrong container number is reported at its index; the field shows the first one. */
function containerError(props: StepProps): string | undefined {
  for (let i = 0; i < 200; i++) {
    const text = props.error(['shipping', 'containers', i]);
    if (text) return text;
  }
  return undefined;
}
