import type { OfficeCountry } from '@claims/domain/codes/offices';
import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import { requestFieldLabel } from '@claims/domain/reimbursement/field-labels';
import { BANK_COUNTRIES, bankAccountCountry } from '@claims/domain/validators/bank-account';
import { SelectInput, TextInput } from '../../forms/inputs';
import { capitalize, useI18n } from '../../i18n/I18nContext';
import { bind, type StepProps } from './step-props';

/**
 * Step 6: where the reimbursement is paid. The account is in the claimant's own country unless
 * the person chooses another (the Argentine office may pay into an Argentine account), and its
 * agency and account are read by that country's rules.
 */
export function BankStep(props: StepProps & { claimant: OfficeCountry }) {
  const { t, locale } = useI18n();
  const { form, claimant } = props;
  const country = bankAccountCountry(form.bankData.country, claimant);
  // Each country names these its own way (a Brazilian agência, an Argentine sucursal), and the
  // field's errors and the review step say the same name.
  const labelled = (field: 'agency' | 'checkingAccount') => ({
    ...bind(props, ['bankData', field], t),
    label: capitalize(
      requestFieldLabel(locale, ['bankData', field], { claimant, bankCountry: form.bankData.country }) ??
        field,
    ),
  });
  return (
    <div className="form-grid">
      <SelectInput
        {...bind(props, ['bankData', 'country'], t)}
        label={t('portal.wizard.bankCountry')}
        value={country}
        options={BANK_COUNTRIES.map((c) => ({ value: c, label: t(`codes.offices.${c}` as CodeLabelKey) }))}
        required
      />
      <TextInput {...bind(props, ['bankData', 'bank'], t)} required />
      <TextInput {...labelled('agency')} required />
      <TextInput {...labelled('checkingAccount')} required />
    </div>
  );
}
