import type { OfficeCountry } from '@claims/domain/codes/offices';
import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import type { MessageKey } from '@claims/domain/i18n/translate';
import { BANK_COUNTRIES, bankAccountCountry } from '@claims/domain/validators/bank-account';
import { SelectInput, TextInput } from '../../forms/inputs';
import { useI18n } from '../../i18n/I18nContext';
import { bind, type StepProps } from './step-props';

/**
 * Step 6: where the reimbursement is paid. The account is in the claimant's own country unless
 * the person chooses another (the Argentine office may pay into an Argentine account), and its
 * agency and account are read by that country's rules.
 */
export function BankStep(props: StepProps & { claimant: OfficeCountry }) {
  const { t } = useI18n();
  const { form } = props;
  const country = bankAccountCountry(form.bankData.country, props.claimant);
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
      {/* Each country names these its own way: a Brazilian agência, an Argentine sucursal. */}
      <TextInput
        {...bind(props, ['bankData', 'agency'], t)}
        label={t(`portal.wizard.bankAgency.${country}` as MessageKey)}
        required
      />
      <TextInput
        {...bind(props, ['bankData', 'checkingAccount'], t)}
        {...(country === 'AR' && { label: t('portal.wizard.bankAccount.AR') })}
        required
      />
    </div>
  );
}
